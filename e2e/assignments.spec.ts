import { DEMO, expect, signIn, test } from './support';

const BENCH_API = '/api/c13s/v2/managing_tools/cso_bench';
const STAFFING_API = '/api/c13s/v2/ai_toolbox/staffing';

type BenchPerson = {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  free_now: number;
  technical_skills: string[];
};
type Staffed = { people: { person: { id: string }; score: number }[] };

test('a CSO imports assignments, finds the free consultant on the Bench, sees the busy one’s weeks, and staffs a need with dates: the free one first, both with why', async ({
  page,
}) => {
  await signIn(page, DEMO.cso);
  const stamp = Date.now().toString(36);

  // Two consultants on the bench today: one stays free, the file books the other full time.
  const bench = await page.request
    .get(`${BENCH_API}/search?state=free&sort=last_name&size=50`)
    .then(async (response) => ((await response.json()) as { data: BenchPerson[] }).data);
  // Two wholly free consultants who share a skill few others have (staffing lists everyone who has
  // it, under its 20); the one staffing ranks lower on it is the one the file books.
  const wholly = bench.filter((person) => person.free_now === 100);
  const pairs = wholly.flatMap((one, index) =>
    wholly
      .slice(index + 1)
      .flatMap((other) =>
        one.technical_skills
          .filter((skill) => other.technical_skills.includes(skill))
          .map((skill) => ({ one, other, skill })),
      ),
  );
  let chosen: { free: BenchPerson; busy: BenchPerson; skill: string } | undefined;
  for (const { one, other, skill } of pairs) {
    const ranked = (await (
      await page.request.post(STAFFING_API, { data: { need: skill } })
    ).json()) as Staffed;
    const rank = (person: BenchPerson) => ranked.people.findIndex((hit) => hit.person.id === person.id);
    if (ranked.people.length >= 20 || rank(one) < 0 || rank(other) < 0) continue;
    chosen = rank(one) < rank(other) ? { free: one, busy: other, skill } : { free: other, busy: one, skill };
    break;
  }
  expect(chosen, 'two wholly free consultants sharing a rare skill in the demo firm').toBeTruthy();
  const { free, busy, skill } = chosen!;
  const monday = new Date();
  monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
  const day = (weeks: number) =>
    new Date(monday.getTime() + weeks * 7 * 86_400_000).toISOString().slice(0, 10);

  await page.goto('/cso-managing-tool/bench');
  await page.getByRole('button', { name: 'Import assignments' }).click();
  const importing = page.getByRole('dialog', { name: 'Import assignments from the resource-planning tool' });
  const file = [
    'external_id,email,client,project,start_date,end_date,allocation,status',
    `E2E-${stamp},${busy.email},Banque Atlantique,Core banking,${day(-1)},${day(40)},100,confirmed`,
    `E2E-${stamp}-x,nobody.${stamp}@atrium.demo,Banque Atlantique,,${day(0)},,50,`,
  ].join('\n');
  await importing
    .getByTestId('import-file')
    .setInputFiles({ name: 'planning.csv', mimeType: 'text/csv', buffer: Buffer.from(file) });
  await importing.getByRole('button', { name: 'Check the file' }).click();
  await expect(importing.getByText('1 new')).toBeVisible();
  await expect(importing.getByText('1 refused')).toBeVisible();
  await expect(importing.getByText(/Unknown person/)).toBeVisible();
  await importing.getByRole('button', { name: 'Import 1 assignment' }).click();
  await expect(importing).toBeHidden();

  // The Bench: the free one is there, free now; the busy one is not any more.
  const table = page.getByRole('table', { name: 'Bench' });
  await page
    .getByRole('searchbox', { name: 'Search the Bench by name, skill or title' })
    .fill(free.last_name);
  const row = table.getByRole('row', { name: new RegExp(`${free.first_name} ${free.last_name}`) });
  await expect(row).toBeVisible();
  await expect(row.getByText('Free 100 % now')).toBeVisible();
  await page
    .getByRole('searchbox', { name: 'Search the Bench by name, skill or title' })
    .fill(busy.last_name);
  await expect(
    table.getByRole('row', { name: new RegExp(`${busy.first_name} ${busy.last_name}`) }),
  ).toHaveCount(0);

  // The busy one's profile: 26 weeks booked, the table read by screen readers says so.
  await page.goto(`/profile/${busy.id}`);
  const weeks = page.getByRole('region', { name: 'Availability, next 26 weeks' });
  await expect(weeks.getByText('Booked for 6 months')).toBeVisible();
  await expect(
    weeks.getByRole('table', { name: 'Availability, next 26 weeks' }).getByRole('row'),
  ).toHaveCount(27);
  await expect(weeks.getByText('Fully booked')).toBeVisible();

  // Staffing a need with dates: the free consultant first, each with why; the busy one still shown.
  await page.goto('/ai-toolbox/staffing');
  await page
    .getByRole('textbox', { name: "The client's need" })
    .fill(`A ${skill} consultant from ${day(2)}, full time, for 3 months`);
  await page.getByRole('button', { name: 'Find people' }).click();
  const when = page.getByRole('region', { name: 'When and how much' });
  await expect(when.getByLabel('Start')).toHaveValue(day(2));
  await expect(when.getByRole('combobox', { name: 'Load' })).toHaveText(/100 %/);
  const people = page.getByRole('list').filter({ has: page.getByRole('listitem', { name: /^1\. / }) });
  const freeCard = people.getByRole('listitem', {
    name: new RegExp(`^\\d+\\. ${free.first_name} ${free.last_name}$`),
  });
  const busyCard = people.getByRole('listitem', {
    name: new RegExp(`^\\d+\\. ${busy.first_name} ${busy.last_name}$`),
  });
  await expect(freeCard.getByText(/^Free from .*, 100 % of the time$/)).toBeVisible();
  await expect(busyCard.getByText(/^Booked at 100 % now/)).toBeVisible();
  const position = async (card: typeof freeCard) =>
    Number(/^(\d+)\./.exec((await card.getAttribute('aria-label'))!)![1]);
  expect(await position(freeCard)).toBeLessThan(await position(busyCard));
});
