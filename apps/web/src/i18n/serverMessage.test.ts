// @vitest-environment node
import {
  CREDENTIAL_MESSAGES,
  message,
  NEWCOMER_MESSAGES,
  SERVER_MESSAGES,
  type ServerMessageKey,
} from '@atrium/contract';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../api/HttpError';
import { contractText } from './contractTexts';
import en from './en.json';
import fr from './fr.json';
import { failureText, serverText } from './serverMessage';

const french = createIntl({ locale: 'fr', defaultLocale: 'en', messages: fr });
// English has no catalogue at run time (loadMessages.ts).
const english = createIntl({ locale: 'en', defaultLocale: 'en', messages: {} });

describe('serverText', () => {
  it('says a message by its code in the interface language', () => {
    const refusal = message('invalidCredentials');
    expect(serverText(french, refusal)).toBe('Identifiants invalides');
    expect(serverText(english, refusal)).toBe('Invalid credentials');
  });

  it('fills the French text with the message’s values', () => {
    const filled = message('groups.rule.leaderAndMember', { name: 'Karim (KB) Benali' });
    expect(serverText(french, filled)).toBe(
      'Karim (KB) Benali est responsable et ne peut pas aussi être membre',
    );
    expect(serverText(english, filled)).toBe('Karim (KB) Benali is a leader and cannot also be a member');
    expect(serverText(french, message('tags.inUse', { count: 2 }))).toBe(
      'Cette étiquette est utilisée 2 fois : fusionnez-la avec une autre plutôt que de la supprimer',
    );
  });

  it('writes a bound in the reader’s number format, in both languages', () => {
    const bound = message('textTooLong', { max: 3000 });
    expect(serverText(english, bound)).toBe('At most 3,000 characters');
    expect(serverText(french, bound)).toBe('3\u202f000 caractères au plus');
  });

  it('shows the server’s words for a code it does not know, and a plain text as it is', () => {
    expect(serverText(french, { code: 'somethingNew', msg: 'Something new' })).toBe('Something new');
    expect(serverText(french, { msg: 'Something new' })).toBe('Something new');
    expect(serverText(french, 'Déjà traduit')).toBe('Déjà traduit');
  });

  it('says why a call failed, or the default error for anything else', () => {
    const refused = new HttpError(403, {}, message('forbidden'));
    expect(failureText(french, refused)).toBe('Vous n’êtes pas autorisé à faire cela');
    expect(failureText(french, new TypeError('boom'))).toBe(fr['server.internal']);
  });
});

describe('contractText (checks made in the browser)', () => {
  it('knows the texts of every area’s checks by their words', () => {
    expect(contractText(french, NEWCOMER_MESSAGES.departureRequired)).toBe(
      fr['server.newcomers.departureRequired'],
    );
    expect(contractText(french, CREDENTIAL_MESSAGES.endBeforeStart)).toBe(
      fr['server.credentials.endBeforeStart'],
    );
    expect(contractText(french, 'Something new')).toBe('Something new');
  });
});

describe('every server message (SERVER_MESSAGES)', () => {
  const englishCatalogue: Record<string, string> = en;
  const frenchCatalogue: Record<string, string> = fr;

  it('is in both catalogues under server.{code}, in English as the server words it', () => {
    for (const [code, text] of Object.entries(SERVER_MESSAGES) as [ServerMessageKey, string][]) {
      expect(englishCatalogue[`server.${code}`], code).toBe(text);
      expect(frenchCatalogue[`server.${code}`], code).toBeTruthy();
      // Translated, not copied: an English sentence would reach a French reader.
      expect(frenchCatalogue[`server.${code}`], code).not.toBe(text);
    }
  });

  it('gives one French text to one English text, whichever area sent it', () => {
    const frenchOf = new Map<string, string>();
    for (const [code, text] of Object.entries(SERVER_MESSAGES)) {
      const translated = frenchCatalogue[`server.${code}`]!;
      expect(frenchOf.get(text) ?? translated, code).toBe(translated);
      frenchOf.set(text, translated);
    }
  });
});
