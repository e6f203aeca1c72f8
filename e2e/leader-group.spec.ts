import { DEMO, expect, signIn, test } from './support';

const TEAMS_API = '/api/c13s/v2/cv_library/teams';

test("a group leader opens their group, clicks a member's name and lands on that member's profile", async ({
  page,
}) => {
  await signIn(page, DEMO.leader);
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Leader managing tool' })
    .click();
  await page.getByRole('tab', { name: 'Squads' }).click();
  await page.getByRole('grid').getByRole('link').first().click();
  await expect(page).toHaveURL(/\/squad\/[0-9a-f-]{36}$/);

  const id = page.url().split('/').pop();
  const group = (await (await page.request.get(`${TEAMS_API}/${id}`)).json()) as {
    members: { id: string; first_name: string; last_name: string; status: string }[];
  };
  const member = group.members.find((person) => person.status === 'active')!;
  const name = `${member.first_name} ${member.last_name}`;
  await page.getByRole('region', { name: 'People' }).getByRole('link', { name }).click();
  await expect(page).toHaveURL(new RegExp(`/profile/${member.id}$`));
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
});
