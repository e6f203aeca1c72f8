import type { Browser, Page } from '@playwright/test';
import { DEMO, expect, signIn, test, TINY_PNG } from './support';

/** A person of the demo firm signed in in a browser of their own. */
async function personOf(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, email);
  return page;
}

test('an employee posts with a picture and mentions a colleague, who is notified and comments; an admin hides the post', async ({
  page,
  browser,
}) => {
  test.slow();
  const text = `Our release went out today, thanks Karim! ${Date.now().toString(36)}`;

  // Emma writes a post on the home page, with a picture and Karim mentioned.
  await signIn(page, DEMO.employee);
  await page.goto('/home');
  const wall = page.getByRole('region', { name: 'Social wall' });
  await wall.getByRole('textbox', { name: 'Share something with your colleagues' }).fill(text);
  await wall.getByRole('combobox', { name: 'Mention colleagues' }).fill('Karim');
  await page.getByRole('option', { name: /Karim Benali/ }).click();
  await wall
    .locator('input[type="file"]')
    .setInputFiles({ name: 'release.png', mimeType: 'image/png', buffer: TINY_PNG });
  await expect(wall.getByRole('img', { name: 'Picture 1 of 1' })).toBeVisible();
  await wall.getByRole('button', { name: 'Post', exact: true }).click();
  const post = wall.getByRole('article').filter({ hasText: text });
  await expect(post).toBeVisible();
  await expect(post.getByText('With @Karim Benali')).toBeVisible();
  await expect(post.getByRole('img', { name: 'Picture 1 of 1' })).toBeVisible();

  // Karim sees the notification on the bell, opens it and comments on the post.
  const karim = await personOf(browser, 'leader@atrium.demo');
  const bell = karim.getByRole('button', { name: /^Notifications, \d+ unread$/ });
  await expect(bell).toBeVisible();
  await bell.click();
  await karim
    .getByRole('menuitem', { name: new RegExp(`Emma Wilson mentioned you: “${text.slice(0, 30)}`) })
    .click();
  await expect(karim).toHaveURL(/\/wall\/[0-9a-f-]{36}$/);
  const shown = karim.getByRole('article').filter({ hasText: text });
  await shown.getByRole('textbox', { name: 'Write a comment' }).fill('Thanks Emma, great teamwork!');
  await shown.getByRole('button', { name: 'Comment', exact: true }).click();
  await expect(shown.getByText('Thanks Emma, great teamwork!')).toBeVisible();

  // Emma is told of the comment.
  await page.reload();
  await page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
  await expect(
    page.getByRole('menuitem', { name: /Karim Benali commented on your post/ }).first(),
  ).toBeVisible();
  await page.keyboard.press('Escape');

  // Julien, an administrator, hides the post, saying why: it leaves Emma's wall, kept for him.
  const julien = await personOf(browser, DEMO.admin);
  await julien.goto(karim.url().replace(/^https?:\/\/[^/]+/, ''));
  const moderated = julien.getByRole('article').filter({ hasText: text });
  await moderated.getByRole('button', { name: 'More actions on the post of Emma Wilson' }).click();
  await julien.getByRole('menuitem', { name: 'Hide' }).click();
  const dialog = julien.getByRole('dialog', { name: 'Hide this post' });
  await dialog.getByRole('textbox', { name: 'Why?' }).fill('Shared outside the project by mistake');
  await dialog.getByRole('button', { name: 'Hide' }).click();
  await expect(
    moderated.getByText('Hidden by Julien Moreau: Shared outside the project by mistake'),
  ).toBeVisible();

  await page.goto('/home');
  await expect(page.getByRole('region', { name: 'Social wall' }).getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('article').filter({ hasText: text })).toHaveCount(0);
});
