// @vitest-environment node
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
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
