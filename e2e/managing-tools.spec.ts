import type { Page } from '@playwright/test';
import { DEMO, expect, signIn, test } from './support';

const API = '/api/c13s/v2';

/** A person made through the API as the signed-in administrator, with what the journey needs. */
async function aPerson(page: Page, lastName: string, fields: Record<string, unknown> = {}): Promise<string> {
  const created = await page.request.post(`${API}/cv_library/users`, {
    data: { email: `${lastName.toLowerCase()}@atrium.demo`, first_name: 'Journey', last_name: lastName },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  if (Object.keys(fields).length > 0) {
    const changed = await page.request.patch(`${API}/cv_library/users/${id}`, { data: fields });
    expect(changed.ok(), await changed.text()).toBe(true);
  }
  return id;
}

test("an administrator merges two skills in Tags management, and Who's who counts them as one", async ({
  page,
}) => {
  const stamp = Date.now();
  const typo = `Kotlinn${stamp}`;
  const kept = `Kotlin${stamp}`;
  await signIn(page, DEMO.admin);
  for (const name of [typo, kept]) {
    const tag = await page.request.post(`${API}/cv_library/tags`, { data: { type: 'technical', name } });
    expect(tag.status()).toBe(201);
  }
  await aPerson(page, `Alpha${stamp}`, { technical_skills: [typo] });
  await aPerson(page, `Beta${stamp}`, { technical_skills: [kept] });

  await page.goto('/tags-management');
  await page.getByRole('searchbox', { name: 'Search tags' }).fill(typo);
  await page
    .getByRole('row', { name: new RegExp(typo) })
    .getByRole('button', { name: 'Merge' })
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox', { name: 'Merge into' }).fill(kept);
  await page.getByRole('option', { name: kept, exact: true }).click();
  await expect(dialog.getByRole('status')).toContainText(kept);
  await dialog.getByRole('button', { name: 'Merge' }).click();
  await expect(dialog).toBeHidden();

  await page.goto(`/who-s-who?q=${stamp}`);
  const skills = page.getByRole('group', { name: 'Technical skills' });
  await expect(skills.getByText(`${kept} (2)`)).toBeVisible();
  await expect(skills.getByText(typo)).toHaveCount(0);
});
