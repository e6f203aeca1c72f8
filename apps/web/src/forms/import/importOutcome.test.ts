import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import en from '../../i18n/en.json';
import fr from '../../i18n/fr.json';
import { importOutcome } from './importOutcome';

const intl = (locale: 'en' | 'fr') => createIntl({ locale, messages: locale === 'fr' ? fr : en });

describe('what an import row does, as the dialog says it', () => {
  const update = {
    row: 2,
    email: 'ana.lima@firm.test',
    action: 'update' as const,
    changes: ['job_title', 'hub', 'market'],
    cleared: ['hub', 'market'],
  };
  const refused = {
    row: 3,
    email: '',
    action: 'refused' as const,
    errors: { email: 'Not a valid email address', job_title: 'Contains a character that is not allowed' },
    error_codes: { email: { code: 'import.badEmail' }, job_title: { code: 'characterNotAllowed' } },
    values: { email: '', job_title: 'Con\u0000sultant' },
  };

  it('names the columns an update changes and those it clears, in both languages', () => {
    expect(importOutcome(intl('en'), update)).toBe('Updated (job_title · 2 columns cleared: hub, market)');
    expect(importOutcome(intl('fr'), update)).toBe(
      'Mise à jour (job_title · 2 colonnes vidées : hub, market)',
    );
    expect(importOutcome(intl('en'), { ...update, changes: ['hub'], cleared: ['hub'] })).toBe(
      'Updated (1 column cleared: hub)',
    );
  });

  it('shows the refused cell as the file has it: an empty one as "", a NUL escaped', () => {
    expect(importOutcome(intl('en'), refused)).toBe(
      'Refused: email "": Not a valid email address · job_title "Con\\u0000sultant": Contains a character that is not allowed',
    );
    expect(importOutcome(intl('fr'), refused)).toBe(
      'Refusée : email "" : Adresse e-mail invalide · job_title "Con\\u0000sultant" : Contient un caractère non autorisé',
    );
  });
});
