import { DEMO, expect, signIn, test } from './support';
import { expectPhoneLayout } from './phoneLayout';

type Theme = 'light' | 'dark';
type Language = 'en' | 'fr';

/** The words the journey looks for, in each language. */
const WORDS = {
  en: {
    cancel: 'Cancel',
    filters: /^Filters/,
    newCredential: 'New credential',
    search: 'Search people',
    toDark: 'Switch to dark mode',
    toLight: 'Switch to light mode',
  },
  fr: {
    cancel: 'Annuler',
    filters: /^Filtres/,
    newCredential: 'Nouvelle référence',
    search: 'Rechercher des personnes',
    toDark: 'Passer en mode sombre',
    toLight: 'Passer en mode clair',
  },
} as const;

// Each theme and each language once, the longer French words in the dark theme: two runs keep
// the project near its minute (axe then checks each page kind in both themes).
const COMBINATIONS: readonly [Theme, Language][] = [
  ['light', 'en'],
  ['dark', 'fr'],
];

for (const [theme, language] of COMBINATIONS) {
  test(`on a phone, in ${theme} and ${language}, the key pages fit the screen with targets a thumb can hit`, async ({
    page,
  }) => {
    const words = WORDS[language];
    await signIn(page, DEMO.admin);
    const html = page.locator('html');
    // The header's switches, as a person would; the theme is kept in the person's record and set
    // back at the end, so the other journeys start as before.
    await page.getByRole('button', { name: new RegExp(`^${language.toUpperCase()},`) }).click();
    await expect(html).toHaveAttribute('lang', language);
    if ((await html.getAttribute('data-theme')) !== theme) {
      await page.getByRole('button', { name: theme === 'dark' ? words.toDark : words.toLight }).click();
      await expect(html).toHaveAttribute('data-theme', theme);
    }
    const where = (name: string) => `${name} (${theme}, ${language})`;

    // Home, and the header's search opened from its icon over the whole header.
    await expect(page).toHaveURL(/\/home$/);
    await expectPhoneLayout(page, where('home'));
    await page.getByRole('button', { name: words.search }).click();
    const search = page.getByRole('searchbox', { name: words.search });
    await expect(search).toBeFocused();
    expect((await search.boundingBox())?.width).toBeGreaterThan(250);
    await search.fill('Benali');
    await search.press('Enter');

    // Who's who, its filters behind a button that counts them.
    await expect(page).toHaveURL(/\/who-s-who\?q=Benali$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectPhoneLayout(page, where("Who's who"));
    await page.getByRole('button', { name: words.filters }).click();
    const sheet = page.getByRole('dialog', { name: words.filters });
    await sheet.getByRole('checkbox').first().click();
    await expect(sheet).toHaveAccessibleName(/\(1\)$/);
    await expectPhoneLayout(page, where("Who's who's filters"));
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: words.filters })).toHaveText(/\(1\)$/);

    // A profile, from the results.
    await page
      .getByRole('main')
      .getByRole('link', { name: /Benali/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/profile\//);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectPhoneLayout(page, where('a profile'));

    // The credentials, and a form dialog over the whole screen.
    await page.goto('/credentials');
    await expect(page.getByRole('button', { name: words.filters })).toBeVisible();
    await expectPhoneLayout(page, where('credentials'));
    await page.getByRole('button', { name: words.newCredential }).click();
    const dialog = page.getByRole('dialog', { name: words.newCredential });
    const box = await dialog.boundingBox();
    expect([box?.width, box?.height]).toEqual([390, 844]);
    await expectPhoneLayout(page, where('the new credential dialog'));
    await dialog.getByRole('button', { name: words.cancel }).click();

    // A table page: the newcomers, whose table scrolls in its own frame.
    await page.goto('/newcomers');
    await expect(page.getByRole('table')).toBeVisible();
    await expectPhoneLayout(page, where('newcomers'));

    if (theme === 'dark') {
      await page.getByRole('button', { name: words.toLight }).click();
      await expect(html).toHaveAttribute('data-theme', 'light');
    }
    if (language !== 'en') {
      await page.getByRole('button', { name: /^EN,/ }).click();
      await expect(html).toHaveAttribute('lang', 'en');
    }
  });
}
