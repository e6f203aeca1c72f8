import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, mailTo, signIn, test } from './support';

const API = '/api/c13s/v2/mentorship';
const today = () => new Date().toISOString().slice(0, 10);

/** A person of the demo firm signed in in a browser of their own. */
async function personOf(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, email);
  return page;
}

/** A registration made through the API: the journey clicks through one mentor's and one mentee's. */
async function register(request: APIRequestContext, data: Record<string, unknown>): Promise<string> {
  const response = await request.post(`${API}/participants`, { data });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

test('HR opens a session, mentors and mentees register, mentees choose, the matching is run, explained, published and archived', async ({
  page,
  browser,
}) => {
  test.slow();
  const name = `Mentorship journey ${Date.now().toString(36)}`;

  // HR opens a session whose every period is today: each step of the programme can happen now.
  await signIn(page, 'hr@atrium.demo');
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Mentorship session administration' })
    .click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Mentorship session administration' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'New session' }).click();
  const dialog = page.getByRole('dialog', { name: 'New session' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  await dialog.getByRole('spinbutton', { name: 'Year' }).fill('2026');
  for (const period of ['Mentor registration', 'Mentee registration', 'Selection', 'Matching'])
    for (const end of ['starts', 'ends']) await dialog.getByLabel(`${period} ${end}`).fill(today());
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('link', { name })).toBeVisible();
  const sessions = (await (
    await page.request.get(`${API}/sessions/search?q=${encodeURIComponent(name)}`)
  ).json()) as { data: { id: string }[] };
  const sessionId = sessions.data[0]!.id;

  // Karim (leader@) registers as a mentor in the screen; Julien (admin@) and Claire (HR) beside him.
  const karim = await personOf(browser, 'leader@atrium.demo');
  await karim.goto(`/mentorship?session=${sessionId}&tab=process`);
  await karim.getByRole('button', { name: 'Register as a mentor' }).click();
  const registration = karim.getByRole('dialog', { name: 'Register as a mentor' });
  await registration.getByRole('textbox', { name: 'Motivation' }).fill('I enjoy helping people grow.');
  await registration.getByRole('combobox', { name: /Number of mentees/ }).click();
  await karim.getByRole('option', { name: '1', exact: true }).click();
  await registration.getByRole('button', { name: 'Register' }).click();
  await expect(registration).toBeHidden();
  await expect(karim.getByText('Your registration')).toBeVisible();
  const julien = await personOf(browser, 'admin@atrium.demo');
  const julienId = await register(julien.request, { session_id: sessionId, role: 'mentor', mentee_count: 1 });
  const claireId = await register(page.request, { session_id: sessionId, role: 'mentor', mentee_count: 1 });
  const karimId = (
    (await (await karim.request.get(`${API}/sessions/${sessionId}/my-process`)).json()) as {
      participant: { id: string };
    }
  ).participant.id;

  // Two mentees register and send their three favourites, Julien and Claire first.
  for (const [email, first] of [
    ['cso@atrium.demo', julienId],
    ['management@atrium.demo', claireId],
  ] as const) {
    const mentee = await personOf(browser, email);
    await register(mentee.request, { session_id: sessionId, role: 'mentee', goals: 'Lead a workstream' });
    const others = [julienId, claireId, karimId].filter((id) => id !== first);
    const sent = await mentee.request.put(`${API}/sessions/${sessionId}/my-favourites`, {
      data: { mentor_ids: [first, ...others], send: true },
    });
    expect(sent.status(), await sent.text()).toBe(200);
  }

  // Emma (employee@) registers as a mentee, picks Karim first from All Mentors, then the others, and sends.
  const emma = await personOf(browser, 'employee@atrium.demo');
  await emma.goto(`/mentorship?session=${sessionId}&tab=process`);
  await emma.getByRole('button', { name: 'Register as a mentee' }).click();
  const menteeDialog = emma.getByRole('dialog', { name: 'Register as a mentee' });
  await menteeDialog.getByRole('textbox', { name: 'Goals' }).fill('Grow into a team lead');
  await menteeDialog.getByRole('button', { name: 'Register' }).click();
  await expect(menteeDialog).toBeHidden();
  await emma.getByRole('tab', { name: 'All Mentors' }).click();
  for (const [mentor, rank] of [
    ['Karim Benali', '1st'],
    ['Julien Moreau', '2nd'],
    ['Claire Fontaine', '3rd'],
  ] as const) {
    await emma.getByRole('button', { name: `Add ${mentor} to my favourites` }).click();
    await emma.getByRole('menuitem', { name: `As my ${rank} choice` }).click();
    await expect(emma.getByText(`Your ${rank} choice`)).toBeVisible();
  }
  await emma.getByRole('tab', { name: 'My Process' }).click();
  await emma.getByRole('button', { name: 'Send request' }).click();
  await emma
    .getByRole('dialog', { name: 'Send your request?' })
    .getByRole('button', { name: 'Send request' })
    .click();
  await expect(emma.getByText('Request sent').first()).toBeVisible();

  // HR runs the matching: everyone gets their first choice, and each line says why.
  await page.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await page.getByRole('button', { name: 'Run matching' }).click();
  await expect(page.getByText('3 of 3 mentees matched')).toBeVisible();
  const emmaRow = page.getByRole('row').filter({ hasText: 'Emma Wilson' });
  await expect(emmaRow).toContainText('Karim Benali');
  await expect(emmaRow).toContainText('Your 1st choice');
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Publish the results?' })
    .getByRole('button', { name: 'Publish' })
    .click();
  await expect(page.getByText('This session is published or archived: it can only be read.')).toBeVisible();

  // Emma sees her mentor in My Process, and has the news by mail.
  await emma.reload();
  await expect(emma.getByText('Matched with Karim Benali')).toBeVisible();
  const mail = await mailTo('employee@atrium.demo', `Mentorship: the results of ${name}`);
  expect(mail.text).toContain('your mentor is Karim Benali (your 1st choice)');

  // HR archives the session after confirming: it leaves the list, its history stays.
  await page.getByRole('link', { name: 'Back to the sessions' }).click();
  await page.getByRole('row').filter({ hasText: name }).getByRole('button', { name: 'Archive' }).click();
  await page
    .getByRole('dialog', { name: `Archive ${name}?` })
    .getByRole('button', { name: 'Archive' })
    .click();
  await expect(page.getByRole('link', { name })).toBeHidden();
  // The switch is the address's `?archived=true`: it shows as checked once the page has moved there.
  await page.getByRole('switch', { name: 'Show archived sessions' }).click();
  await expect(page.getByRole('switch', { name: 'Show archived sessions' })).toBeChecked();
  await expect(page.getByRole('link', { name })).toBeVisible();
});
