import type { Page } from '@playwright/test';
import { DEMO, expect, mailTo, signIn, test } from './support';

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

test('a leader opens their tool, narrows it to their people with an incomplete profile, downloads their resumes and reminds them', async ({
  page,
}) => {
  await signIn(page, DEMO.leader);
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Leader managing tool' })
    .click();
  await expect(page).toHaveURL(/\/leader-managing-tool\/users/);
  await expect(page.getByRole('heading', { level: 1, name: 'Leader managing tool' })).toBeVisible();
  const grid = page.getByRole('grid', { name: 'People' });
  await expect(grid.getByRole('row').nth(1)).toBeVisible();

  const incomplete = page
    .getByRole('complementary', { name: 'Filters' })
    .getByRole('button', { name: /^Incomplete \(\d+\)/ });
  const count = /\((\d+)\)/.exec((await incomplete.textContent()) ?? '')![1];
  await incomplete.click();
  await expect(page).toHaveURL(/completion=incomplete/);
  // The narrowed page, not the one before it still drawn while the router's transition renders.
  await expect(page.getByText(new RegExp(`^1–\\d+ of ${count}$`))).toBeVisible();
  await expect(grid.getByText('100 %')).toHaveCount(0);
  await grid.getByRole('checkbox', { name: 'Select all rows' }).check();
  await expect(page.getByText(/^\d+ (person|people) selected$/)).toBeVisible();

  await page.getByRole('button', { name: 'Download resumes' }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'As PDF (zip)' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.zip$/);

  await page.getByRole('button', { name: 'Send a completion reminder' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Send a completion reminder' }).click();
  await expect(page.getByText(/reminders? sent/)).toBeVisible();
  // The first person chosen gets the mail (nobody reminded them today in this run).
  const email = await page.request
    .get('/api/c13s/v2/managing_tools/leader_users/search?completion=incomplete&size=1')
    .then(async (response) => ((await response.json()) as { data: { email: string }[] }).data[0]!.email);
  const mail = await mailTo(email, 'Your Atrium profile is not complete yet');
  expect(mail.text).toContain('%');
});

test('HR edits the grade of three people at once and finds the change in their history', async ({ page }) => {
  const stamp = Date.now();
  await signIn(page, DEMO.hr);
  const unit = `Journey unit ${stamp}`;
  for (const name of ['Ames', 'Blake', 'Chen'])
    await aPerson(page, `${name}${stamp}`, { business_unit: unit });

  await page.goto(`/hr-managing-tool/users?business_unit=${encodeURIComponent(unit)}`);
  const grid = page.getByRole('grid', { name: 'People' });
  await expect(grid.getByRole('link', { name: /Journey/ })).toHaveCount(3);
  await grid.getByRole('checkbox', { name: 'Select all rows' }).check();
  await expect(page.getByText('3 people selected')).toBeVisible();
  await page.getByRole('button', { name: 'Edit HR fields' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Grade' }).fill(`Principal ${stamp}`);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('3 people updated')).toBeVisible();
  await expect(grid.getByText(`Principal ${stamp}`)).toHaveCount(3);

  await grid.getByRole('link', { name: `Journey Blake${stamp}` }).click();
  await page.getByRole('button', { name: 'History' }).click();
  await expect(page.getByText(`Principal ${stamp}`, { exact: false }).last()).toBeVisible();
});
