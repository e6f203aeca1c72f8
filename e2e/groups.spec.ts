import type { Locator, Page } from '@playwright/test';
import { DEMO, expect, signIn, test } from './support';

const HR = 'hr@atrium.demo';
const TEAMS_API = '/api/c13s/v2/cv_library/teams';

/** Types part of a name into a people field of the dialog and picks the person offered. */
async function pick(dialog: Locator, field: string, typed: string, name: string): Promise<void> {
  await dialog.getByRole('combobox', { name: field, exact: true }).fill(typed);
  await dialog
    .page()
    .getByRole('option', { name: new RegExp(name) })
    .click();
}

async function signOut(page: Page): Promise<void> {
  await page.context().clearCookies();
  await page.goto('/login');
}

test('HR creates a squad with a leader and two members; the leader cannot also be a member', async ({
  page,
}) => {
  await signIn(page, HR);
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Teams and guilds' })
    .click();
  await expect(page).toHaveURL(/\/teams-and-guilds$/);
  await page.getByRole('button', { name: 'New group' }).click();

  const dialog = page.getByRole('dialog', { name: 'New generic team' });
  await dialog.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'Squad' }).click();
  const name = `Data Foundations ${Date.now()}`;
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await pick(dialog, 'Leaders', 'Benali', 'Karim Benali');
  await pick(dialog, 'Active members', 'Wilson', 'Emma Wilson');
  await pick(dialog, 'Active members', 'Moreau', 'Julien Moreau');
  await dialog.getByRole('spinbutton', { name: 'Man-days' }).fill('20');
  await dialog.getByRole('button', { name: 'Save' }).click();

  await expect(page).toHaveURL(/\/squad\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const people = page.getByRole('region', { name: 'People' });
  await expect(people.getByText('Karim Benali')).toBeVisible();
  await expect(people.getByText('Emma Wilson')).toBeVisible();
  await expect(people.getByText('Julien Moreau')).toBeVisible();

  await page.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Update the generic team' });
  await pick(edit, 'Active members', 'Benali', 'Karim Benali');
  await expect(edit.getByText('Karim Benali is a leader and cannot also be a member')).toBeVisible();
  // Nothing is sent while a rule is broken: the dialog stays, the group is as it was.
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeVisible();
  await edit.getByRole('button', { name: 'Cancel' }).click();
  const id = page.url().split('/').pop();
  const stored = await (await page.request.get(`${TEAMS_API}/${id}`)).json();
  expect(stored.members.map((member: { first_name: string }) => member.first_name).sort()).toEqual([
    'Emma',
    'Julien',
  ]);

  // The same people as a skills matrix, at an address of its own.
  await people.getByRole('tab', { name: 'Skills matrix' }).click();
  await expect(page).toHaveURL(/\/squad\/[0-9a-f-]{36}\?view=matrix$/);
  const matrix = people.getByRole('region', { name: 'Skills matrix of the group' });
  await expect(matrix.getByRole('rowheader', { name: /Karim Benali/ })).toBeVisible();
  await expect(matrix.getByRole('rowheader', { name: /Emma Wilson/ })).toBeVisible();
});

test('an employee follows a guild, is listed as its follower and sees it on their profile', async ({
  page,
}) => {
  await signIn(page, HR);
  const name = `Green IT ${Date.now()}`;
  const created = await page.request.post(TEAMS_API, { data: { type: 'guild', name } });
  expect(created.status()).toBe(201);
  await signOut(page);

  await signIn(page, DEMO.employee);
  await page.goto('/teams-and-guilds');
  await page.getByRole('tab', { name: /^Guilds/ }).click();
  await expect(page).toHaveURL(/tab=guild/);
  await page.getByRole('link', { name: new RegExp(name) }).click();
  await expect(page).toHaveURL(/\/guild\//);

  await page.getByRole('button', { name: 'Follow', exact: true }).click();
  await expect(page.getByText('You now follow this group')).toBeVisible();
  const followers = page.getByRole('region', { name: 'People' });
  await expect(followers.getByRole('heading', { name: 'Followers (1)' })).toBeVisible();
  await expect(followers.getByText('Emma Wilson')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Stop following' })).toBeVisible();

  // The guild is on the employee's own profile, with the place they hold in it.
  const me = await (await page.request.get('/api/c13s/v2/cv_library/users/self')).json();
  await page.goto(`/profile/${me.id}`);
  await expect(page.getByRole('link', { name })).toBeVisible();
});
