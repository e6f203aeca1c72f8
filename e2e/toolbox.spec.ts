import { expect, signIn, test } from './support';

const NEED =
  'Northbridge Bank is launching a regulatory reporting programme for its payments business. ' +
  'We need a consultant with strong Power BI and SQL skills, who knows KYC / AML. ' +
  'Fluent English is required; the team sits in Paris.';

test('HR pastes a need, corrects a chip, opens the top person and downloads their tailored anonymised PDF', async ({
  page,
}) => {
  test.slow();
  await signIn(page, 'hr@atrium.demo');
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'AI toolbox' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'AI toolbox' })).toBeVisible();
  await expect(page).toHaveURL(/\/ai-toolbox\/staffing$/);

  await page.getByRole('textbox', { name: "The client's need" }).fill(NEED);
  await page.getByRole('button', { name: 'Find people' }).click();

  // What Atrium understood, from the firm's own vocabulary.
  const understood = page.getByRole('region', { name: 'What Atrium understood' });
  const skills = understood
    .locator('.MuiAutocomplete-root')
    .filter({ has: page.getByRole('combobox', { name: 'Skills' }) });
  await expect(skills.getByRole('button', { name: 'SQL' })).toBeVisible();
  await expect(skills.getByRole('button', { name: 'Power BI' })).toBeVisible();
  await expect(understood.getByRole('button', { name: 'Northbridge Bank' })).toBeVisible();
  const people = page.getByRole('region', { name: 'People' });
  await expect(people.getByRole('listitem').first()).toBeVisible();

  // One chip corrected: SQL is not what this need is about. The people follow.
  const staffed = page.waitForResponse((response) => response.url().endsWith('/ai_toolbox/staffing'));
  await skills.getByRole('button', { name: 'SQL' }).press('Delete');
  await staffed;
  await expect(skills.getByRole('button', { name: 'SQL' })).toBeHidden();
  const top = people.getByRole('listitem').first();
  await expect(top).toBeVisible();
  const name = ((await top.getAttribute('aria-label')) ?? '').replace(/^1\. /, '');
  expect(name).not.toBe('');

  // The top person's tailored CV: the proposal, then the anonymised PDF.
  await top.getByRole('link', { name: `Tailored CV of ${name}` }).click();
  await expect(page).toHaveURL(/\/ai-toolbox\/tailored\?person=/);
  await expect(page.getByRole('combobox', { name: 'Person' })).toBeVisible();
  await page.getByRole('button', { name: 'Propose a selection' }).click();
  await expect(page.getByRole('heading', { name: 'What the resume keeps' })).toBeVisible();
  await page.getByRole('switch', { name: /Anonymised/ }).check();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'PDF' }).click(),
  ]);
  const file = download.suggestedFilename();
  expect(file).toMatch(/-CV-en\.pdf$/);
  for (const part of name.split(' ')) expect(file).not.toContain(part);
});
