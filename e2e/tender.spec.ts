import { readFile } from 'node:fs/promises';
import JSZip from 'jszip';
import { DEMO, expect, signIn, test } from './support';

/** The words the journey looks for, and the tender it answers, in each language. */
const RUNS = [
  {
    language: 'en',
    menu: 'Bids',
    tender:
      'Banque Atlantique (banking) is looking for a senior data engineer with Snowflake, Python and Machine Learning, ' +
      'and a project manager familiar with SAP S/4HANA and ServiceNow. For 6 months.',
    words: {
      newBid: 'New bid',
      text: 'Tender text',
      read: 'Read the roles',
      propose: 'Propose the team',
      title: 'Bid title',
      word: 'Word document',
      team: 'Proposed team',
    },
    roles: ['Senior data engineer', 'Project manager'],
  },
  {
    language: 'fr',
    menu: 'Appels d’offres',
    tender:
      "Pour un acteur de l'énergie, nous recherchons deux développeurs (Terraform, Kubernetes, Ansible) et un " +
      'architecte Kafka. Mission de 4 mois.',
    words: {
      newBid: 'Nouvelle réponse',
      text: 'Texte de l’appel d’offres',
      read: 'Lire les rôles',
      propose: 'Proposer l’équipe',
      title: 'Titre de la réponse',
      word: 'Document Word',
      team: 'Équipe proposée',
    },
    roles: ['Développeurs', 'Architecte Kafka'],
  },
] as const;

for (const run of RUNS) {
  test(`the CSO answers a tender and downloads its pack (${run.language})`, async ({ page }) => {
    const { words } = run;
    await signIn(page, DEMO.cso);
    const html = page.locator('html');
    if (run.language === 'fr') {
      await page.getByRole('button', { name: /^FR,/ }).click();
      await expect(html).toHaveAttribute('lang', 'fr');
    }
    try {
      await page.getByRole('navigation').getByRole('link', { name: run.menu }).click();
      await page.getByRole('button', { name: words.newBid }).click();
      await page.getByRole('textbox', { name: words.text }).fill(run.tender);
      await page.getByRole('button', { name: words.read }).click();
      // Each role read is shown in a field of its own, for review.
      const fieldValues = async () => {
        const boxes = page.getByRole('textbox');
        const values: string[] = [];
        for (let index = 0; index < (await boxes.count()); index += 1)
          values.push(await boxes.nth(index).inputValue());
        return values;
      };
      await expect.poll(fieldValues).toEqual(expect.arrayContaining([...run.roles]));
      await page.getByRole('button', { name: words.propose }).click();
      await expect(page.getByTestId('team-place').first()).toBeVisible();
      await page.getByRole('textbox', { name: words.title }).fill(`Journey bid ${run.language}`);

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: words.word }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(`Journey-bid-${run.language}.docx`);
      const zip = await JSZip.loadAsync(await readFile(await download.path()));
      const text = (await zip.file('word/document.xml')!.async('string')).replace(/<[^>]+>/g, ' ');
      expect(text).toContain(words.team);
      for (const role of run.roles) expect(text).toContain(role);
      // The bid is saved and listed, its pack counted.
      await expect(
        page.getByRole('article').filter({ hasText: `Journey bid ${run.language}` }),
      ).toBeVisible();
    } finally {
      if (run.language === 'fr') await page.getByRole('button', { name: /^EN,/ }).click();
    }
  });
}
