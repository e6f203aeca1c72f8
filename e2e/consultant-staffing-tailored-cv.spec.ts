import { readFile } from 'node:fs/promises';
import { DEMO, expect, ownFirstName, ownLastName, signIn, test } from './support';

const NEED =
  'A retail bank needs a consultant for its regulatory reporting: Power BI and SQL, ' +
  'with fluent English, starting next month.';

test('a consultant staffs a need, then downloads a colleague’s tailored CV for it, without a dead end', async ({
  page,
}) => {
  await signIn(page, DEMO.employee);
  const self = `${await ownFirstName(page)} ${await ownLastName(page)}`;
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'AI toolbox' }).click();
  await page.getByRole('textbox', { name: "The client's need" }).fill(NEED);
  await page.getByRole('button', { name: 'Find people' }).click();

  // A colleague among those proposed: the consultant prepares a proposal with someone else's CV.
  const people = page.getByRole('region', { name: 'People' });
  await expect(people.getByRole('listitem').first()).toBeVisible();
  const colleague = people
    .getByRole('listitem')
    .filter({ hasNot: page.getByText(self, { exact: true }) })
    .first();
  const name = ((await colleague.getAttribute('aria-label')) ?? '').replace(/^\d+\. /, '');
  await colleague.getByRole('link', { name: `Tailored CV of ${name}` }).click();

  // The need came along and the proposal is made at once: only work where the need was practised is
  // ticked, each saying why.
  await expect(page.getByRole('textbox', { name: "The client's need" })).toHaveValue(NEED);
  await expect(page.getByRole('heading', { name: 'What the resume keeps' })).toBeVisible();
  const experiences = page.getByRole('group', { name: 'Experiences' });
  const proposed = experiences.getByRole('checkbox', { checked: true });
  await expect(proposed.first()).toHaveAccessibleDescription(/^Relevant for: (Power BI|SQL)/);
  for (const box of await experiences.getByRole('checkbox', { checked: false }).all())
    await expect(box).not.toHaveAccessibleDescription(/Relevant for/);

  const [word] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Word' }).click(),
  ]);
  expect(word.suggestedFilename()).toBe(`${name.replace(/\s+/g, '-')}-CV-en.docx`);
  expect((await readFile(await word.path())).subarray(0, 2).toString('latin1')).toBe('PK');
});
