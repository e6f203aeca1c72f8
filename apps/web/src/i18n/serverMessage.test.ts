// @vitest-environment node
import {
  CREDENTIAL_MESSAGES,
  GROUP_MESSAGES,
  PEOPLE_MESSAGES,
  SERVER_MESSAGES,
  SOLUTION_MESSAGES,
  formatGroupMessage,
} from '@atrium/contract';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import en from './en.json';
import fr from './fr.json';
import { serverMessageKey, translateServerMessage } from './serverMessage';

describe('translateServerMessage', () => {
  const french = createIntl({ locale: 'fr', defaultLocale: 'en', messages: fr });
  const english = createIntl({ locale: 'en', defaultLocale: 'en', messages: {} });

  it('finds the key whose English text is the msg', () => {
    expect(serverMessageKey('Invalid credentials')).toBe('invalidCredentials');
    expect(translateServerMessage(french, 'Invalid credentials')).toBe('Identifiants invalides');
    expect(translateServerMessage(english, 'Invalid credentials')).toBe('Invalid credentials');
  });

  it('shows an unknown msg as it is', () => {
    expect(serverMessageKey('Something new')).toBeUndefined();
    expect(translateServerMessage(french, 'Something new')).toBe('Something new');
  });
});

describe('every area’s server messages (SERVER_MESSAGES)', () => {
  const english: Record<string, string> = en;
  const french: Record<string, string> = fr;
  const frenchIntl = createIntl({ locale: 'fr', defaultLocale: 'en', messages: fr });

  it('are in both catalogues under server.{key}, in English as the server sends them', () => {
    for (const [key, text] of Object.entries(SERVER_MESSAGES)) {
      expect(english[`server.${key}`], key).toBe(text);
      expect(french[`server.${key}`], key).toBeTruthy();
    }
  });

  it('give one French text to one English text, whichever area sent it', () => {
    const frenchOf = new Map<string, string>();
    for (const [key, text] of Object.entries(SERVER_MESSAGES)) {
      const translated = french[`server.${key}`]!;
      expect(frenchOf.get(text) ?? translated, key).toBe(translated);
      frenchOf.set(text, translated);
    }
  });

  it('translates credentials, solutions, people and groups messages', () => {
    expect(translateServerMessage(frenchIntl, CREDENTIAL_MESSAGES.tooManySolutions)).toBe(
      'Une référence compte au plus 3 solutions',
    );
    expect(translateServerMessage(frenchIntl, SOLUTION_MESSAGES.unknownPerson)).toBe('Personne inconnue');
    expect(translateServerMessage(frenchIntl, PEOPLE_MESSAGES.pictureSaved)).toBe(
      'Votre photo a été enregistrée',
    );
    expect(translateServerMessage(frenchIntl, GROUP_MESSAGES.followed)).toBe(
      'Vous suivez désormais ce groupe',
    );
  });

  it('recognises a message the server filled in, and translates it with the same values', () => {
    const filled = formatGroupMessage('leaderAndMember', { name: 'Karim (KB) Benali' });
    expect(serverMessageKey(filled)).toBe('groups.rule.leaderAndMember');
    expect(translateServerMessage(frenchIntl, filled)).toBe(
      'Karim (KB) Benali est responsable et ne peut pas aussi être membre',
    );
    expect(translateServerMessage(frenchIntl, formatGroupMessage('tooManyLeaders', { max: 3 }))).toBe(
      'Un groupe a au plus 3 responsables',
    );
    expect(translateServerMessage(frenchIntl, 'Karim Benali is a leader, and that is all')).toBe(
      'Karim Benali is a leader, and that is all',
    );
  });
});
