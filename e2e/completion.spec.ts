import { expect, mailTo, signIn, test } from './support';

const USERS_API = '/api/c13s/v2/cv_library/users';
const EMPLOYEE = 'employee@atrium.demo';

test('Management drills into a business unit, starts a campaign for a missing field, and sees a targeted colleague complete it', async ({
  page,
  browser,
}) => {
  // Emma Wilson (employee@, Technology) has left her mobile number out: the campaign will reach her.
  const employeeContext = await browser.newContext();
  const employee = await employeeContext.newPage();
  await signIn(employee, EMPLOYEE);
  const emma = (await (await employee.request.get(`${USERS_API}/self`)).json()) as { id: string };
  const cleared = await employee.request.patch(`${USERS_API}/${emma.id}`, { data: { mobile: null } });
  expect(cleared.ok()).toBe(true);

  // Management reads the rates and drills into Technology: its people, lowest rate first, and what each misses.
  await signIn(page, 'management@atrium.demo');
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Profile completion rate' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Profile completion rate' })).toBeVisible();
  await expect(page.getByText('Firm average', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Show the people of Technology' }).click();
  await expect(page.getByRole('heading', { name: 'People of Technology' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Mobile phone' }).first()).toBeVisible();

  // A campaign for that missing field, in that business unit: the preview counts who it reaches.
  await page.getByRole('tab', { name: 'Smart campaigns' }).click();
  await page.getByRole('button', { name: 'New campaign' }).click();
  const dialog = page.getByRole('dialog', { name: 'New campaign' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Mobile numbers in Technology');
  await dialog.getByRole('combobox', { name: 'Missing any of these fields' }).click();
  await page.getByRole('option', { name: 'Mobile phone' }).click();
  await dialog.getByRole('combobox', { name: 'Business units' }).fill('Technology');
  await dialog.getByRole('combobox', { name: 'Business units' }).press('Enter');
  await expect(dialog.getByText(/\d+ (people|person) today/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Save' }).click();

  // Its page: a draft, started after a confirmation; the first mails go out at once.
  await expect(page.getByRole('heading', { level: 1, name: 'Mobile numbers in Technology' })).toBeVisible();
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Start this campaign?' })
    .getByRole('button', { name: 'Start' })
    .click();
  await expect(page.getByText('Running', { exact: true }).first()).toBeVisible();

  // Emma's mail, in her language with her name merged in, links to the dialog that fixes her mobile.
  const mail = await mailTo(EMPLOYEE, 'Emma, two minutes to complete your profile?');
  const link = /https?:\/\/\S+\/api\/campaigns\/open\/[\w-]+/.exec(mail.text)![0];
  await employee.goto(link);
  await expect(employee).toHaveURL(new RegExp(`/profile/${emma.id}$`));
  const edit = employee.getByRole('dialog', { name: 'Edit my profile' });
  await expect(edit.getByRole('textbox', { name: 'Mobile phone' })).toBeFocused();
  await edit.getByRole('textbox', { name: 'Mobile phone' }).fill('+33 6 58 03 74 21');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await employeeContext.close();

  // The campaign page counts her open and her conversion.
  await page.reload();
  const funnel = page.getByRole('region', { name: 'Funnel' });
  const figure = (step: string) => funnel.locator(`dt:text-is("${step}") + dd`);
  await expect(figure('Opened')).toHaveText(/^1 \(/);
  await expect(figure('Completed')).toHaveText(/^1 \(/);
});
