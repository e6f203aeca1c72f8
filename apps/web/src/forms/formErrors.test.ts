import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import fr from '../i18n/fr.json';
import { ResumeSelection } from '@atrium/contract';
import { formErrorText, formIssueKey } from './formErrors.ts';
import { fieldErrorText } from './formIssues.ts';

const schema = z.object({
  name: z.string().min(8).max(20),
  size: z.number().max(3),
  tags: z.array(z.string()).max(2),
});

/** The inline message of each field, as a form shows it in French. */
function frenchErrors(input: unknown): Record<string, string | undefined> {
  const intl = createIntl({ locale: 'fr', messages: fr });
  const issues = schema.safeParse(input, { error: formIssueKey }).error!.issues;
  return Object.fromEntries(
    issues.map((issue) => [issue.path.join('.'), formErrorText(intl, issue.message)]),
  );
}

describe('a form field’s error', () => {
  it('says what a text, a number and a list ask, in the reader’s language', () => {
    expect(frenchErrors({ name: 'court', size: 4, tags: ['a', 'b', 'c'] })).toEqual({
      name: '8 caractères au moins',
      size: 'Au plus 3',
      tags: 'Au plus 2 éléments',
    });
  });
});

describe('a contract check’s own words', () => {
  it('are said in the reader’s language, by their code', () => {
    const intl = createIntl({ locale: 'fr', messages: fr });
    const issues = ResumeSelection.safeParse(
      { skills: ['Go', 'Go'], experience_ids: [], certificates: ['AWS', 'AWS'] },
      { error: formIssueKey },
    ).error!.issues;
    expect(issues.map((issue) => [issue.path.join('.'), fieldErrorText(intl, issue.message)])).toEqual([
      ['skills', 'Chaque compétence une seule fois'],
      ['certificates', 'Chaque certification une seule fois'],
    ]);
  });
});
