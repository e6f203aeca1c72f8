import { readFile } from 'node:fs/promises';
import JSZip from 'jszip';
import type { Download, Page } from '@playwright/test';
import { DEMO, expect, signIn, test } from './support';

/** The words of a Word file's body and footers, as a reader of the document sees them. */
async function wordText(download: Download): Promise<string> {
  const zip = await JSZip.loadAsync(await readFile((await download.path())!));
  const parts = Object.keys(zip.files).filter((name) => /^word\/(document|footer\d*)\.xml$/.test(name));
  const xml = (await Promise.all(parts.map((name) => zip.file(name)!.async('string')))).join(' ');
  return xml
    .replace(/<\/w:p>/g, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
}

const downloaded = async (page: Page, click: () => Promise<void>) =>
  (await Promise.all([page.waitForEvent('download'), click()]))[0];

/** Uploads the dialog's own sample as a new template, previews it with the demo person, publishes it. */
async function uploadPreviewPublish(
  page: Page,
  words: {
    upload: string;
    sample: string;
    name: string;
    file: string;
    send: string;
    preview: string;
    publish: string;
  },
  name: string,
) {
  await page.getByRole('button', { name: words.upload }).click();
  const dialog = page.getByRole('dialog');
  const sample = await downloaded(page, () => dialog.getByRole('button', { name: words.sample }).click());
  await dialog.getByRole('textbox', { name: new RegExp(words.name) }).fill(name);
  await dialog.getByLabel(words.file).setInputFiles((await sample.path())!);
  await dialog.getByRole('button', { name: words.send, exact: true }).click();
  await expect(dialog).toBeHidden();

  const card = page.getByRole('article', { name });
  const preview = await downloaded(page, () =>
    card.getByRole('button', { name: words.preview, exact: true }).click(),
  );
  expect(await wordText(preview)).toContain('Camille Demo');
  await card.getByRole('button', { name: words.publish }).click();
  await page.getByRole('dialog').getByRole('button', { name: words.publish }).click();
  await expect(card.getByRole('button', { name: words.publish })).toBeHidden();
}

test('an administrator uploads the firm’s template, previews and publishes it, and a CV is made with it, in English and French', async ({
  page,
}) => {
  await signIn(page, DEMO.admin);
  const self = await (await page.request.get('/api/c13s/v2/cv_library/users/self')).json();
  const fullName = `${self.first_name} ${self.last_name}`;
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'CV templates' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'CV templates' })).toBeVisible();
  await uploadPreviewPublish(
    page,
    {
      upload: 'Upload a template',
      sample: 'Sample template (English)',
      name: 'Name',
      file: 'Word file (.docx)',
      send: 'Upload',
      preview: 'Preview',
      publish: 'Publish',
    },
    'Firm standard (journey)',
  );

  // The admin's own resume, with the firm's template chosen in the Layout select.
  await page.goto(`/resumes/${self.id}`);
  const base = page.getByRole('article', { name: 'Base resume' });
  await base.getByRole('combobox', { name: 'Layout' }).click();
  await page.getByRole('option', { name: 'Firm standard (journey)' }).click();
  const cv = await downloaded(page, () => base.getByRole('button', { name: 'Download Word' }).click());
  const text = await wordText(cv);
  expect(text).toContain(fullName);
  expect(text).toContain('Professional experience');
  expect(text).toContain('CV made on');
  expect(text).not.toMatch(/[{}]/);
  const core = await (
    await JSZip.loadAsync(await readFile((await cv.path())!))
  )
    .file('docProps/core.xml')!
    .async('string');
  expect(core).toContain('Atrium CV template “Firm standard (journey)” v1');

  // The same in French, the screen in French.
  const setLanguage = (language: 'en' | 'fr') =>
    page.context().addCookies([{ name: 'language', value: language, url: new URL('/', page.url()).href }]);
  await setLanguage('fr');
  await page.goto('/cv-templates');
  await expect(page.getByRole('heading', { level: 1, name: 'Modèles de CV' })).toBeVisible();
  await uploadPreviewPublish(
    page,
    {
      upload: 'Importer un modèle',
      sample: 'Modèle d’exemple (français)',
      name: 'Nom',
      file: 'Fichier Word (.docx)',
      send: 'Importer',
      preview: 'Prévisualiser',
      publish: 'Publier',
    },
    'Modèle cabinet (parcours)',
  );
  const templates = await (await page.request.get('/api/c13s/v2/admin/cv_templates')).json();
  const french = templates.data.find(
    (template: { name: string }) => template.name === 'Modèle cabinet (parcours)',
  );
  const made = await page.request.post('/api/c13s/v2/cv_library/resume/generate', {
    data: { user_id: self.id, format: 'docx', language: 'fr', template: french.id },
  });
  expect(made.status()).toBe(200);
  expect(made.headers()['x-cv-template-version']).toBe(french.published_version_id);
  const zip = await JSZip.loadAsync(await made.body());
  const body = (await zip.file('word/document.xml')!.async('string')).replace(/<[^>]+>/g, '');
  expect(body).toContain(self.last_name);
  expect(body).toContain('Expériences professionnelles');

  // English is saved back to the person's record (useUserLanguageSync): the other journeys start in it.
  await setLanguage('en');
  await page.goto('/home');
  await page.waitForLoadState('networkidle');
});
