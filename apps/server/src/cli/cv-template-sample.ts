import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { RESUME_LANGUAGES } from '@atrium/contract';
import {
  placeholdersMarkdown,
  README_END,
  README_START,
} from '../modules/cv-templates/placeholders-readme.ts';
import { sampleCvTemplate } from '../modules/cv-templates/sample-template.ts';
import { runCli, UsageError } from './run-cli.ts';

const USAGE = 'usage: npm run cv-template-sample [-- <folder>] [-- --readme]';

/**
 * Writes the sample CV templates (cv-template-sample-en.docx, -fr.docx) into a folder (the
 * current one by default); `--readme` rewrites the README's placeholders table from the contract.
 */
runCli('cv-template-sample', USAGE, async () => {
  const args = process.argv.slice(2);
  if (args.includes('--readme')) {
    const readme = new URL('../../../../README.md', import.meta.url);
    const text = readFileSync(readme, 'utf8');
    const start = text.indexOf(README_START);
    const end = text.indexOf(README_END);
    if (start < 0 || end < 0) throw new UsageError('README.md has no placeholders section');
    writeFileSync(
      readme,
      text.slice(0, start) + placeholdersMarkdown() + text.slice(end + README_END.length),
    );
    return;
  }
  const folder = args[0] ?? '.';
  for (const language of RESUME_LANGUAGES) {
    const file = path.join(folder, `cv-template-sample-${language}.docx`);
    writeFileSync(file, await sampleCvTemplate(language));
    process.stdout.write(`${file}\n`);
  }
});
