import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { placeholdersMarkdown, README_END, README_START } from './placeholders-readme.ts';

const README = new URL('../../../../../README.md', import.meta.url);

describe('the README’s CV template placeholders', () => {
  it('list exactly CV_TEMPLATE_PLACEHOLDERS (run `npm run cv-template-sample -- --readme` to rewrite them)', () => {
    const text = readFileSync(README, 'utf8');
    const section = text.slice(text.indexOf(README_START), text.indexOf(README_END) + README_END.length);
    expect(section).toBe(placeholdersMarkdown());
  });
});
