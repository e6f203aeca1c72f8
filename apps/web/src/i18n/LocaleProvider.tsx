import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { IntlProvider, type IntlConfig } from 'react-intl';
import { MuiLocale } from '../theme/MuiLocale';
import { displayTimeZone } from './displayClock';
import { hasLanguageCookie, readLanguageCookie, writeLanguageCookie } from './languageCookie';
import { DEFAULT_LANGUAGE, type Language } from './languages';
import { LocaleContext } from './LocaleContext';
import { defaultMessages, loadMessages, type Messages } from './loadMessages';

export type LoadedLanguage = { language: Language; messages: Messages };

type LocaleProviderProps = {
  children: ReactNode;
  /**
   * The language a server-rendered page was drawn in, its messages already loaded, and the page's
   * cookies (on the server, the request's).
   */
  initial?: LoadedLanguage & { cookies: string };
};

/** The interface language, kept in the 'language' cookie, with its messages loaded. */
export function LocaleProvider({ children, initial }: LocaleProviderProps) {
  const [language, setLanguageState] = useState<Language>(() => initial?.language ?? readLanguageCookie());
  const [chosenHere, setChosenHere] = useState(() => hasLanguageCookie(initial?.cookies));
  // Until another catalogue arrives the English one shows, so the first paint never waits.
  const [loaded, setLoaded] = useState<LoadedLanguage>(
    () => initial ?? { language: DEFAULT_LANGUAGE, messages: defaultMessages },
  );

  useEffect(() => {
    let current = true;
    void loadMessages(language).then((messages) => {
      // Already shown (English at start, a server-rendered page's language): no second render.
      if (current)
        setLoaded((shown) =>
          shown.language === language && shown.messages === messages ? shown : { language, messages },
        );
    });
    return () => {
      current = false;
    };
  }, [language]);

  useEffect(() => {
    document.documentElement.lang = loaded.language;
  }, [loaded.language]);

  const setLanguage = useCallback((next: Language) => {
    writeLanguageCookie(next);
    setLanguageState(next);
    setChosenHere(true);
  }, []);

  // react-intl falls back to the defaultMessage, then the id. Only the default language may lack an
  // entry silently (its text is the defaultMessage); a gap in another language must be seen.
  const onError = useCallback<NonNullable<IntlConfig['onError']>>(
    (error) => {
      if (error.code === 'MISSING_TRANSLATION' && loaded.language === DEFAULT_LANGUAGE) return;
      console.error(error);
    },
    [loaded.language],
  );

  const state = useMemo(() => ({ language, setLanguage, chosenHere }), [language, setLanguage, chosenHere]);

  return (
    <LocaleContext.Provider value={state}>
      <IntlProvider
        timeZone={displayTimeZone()}
        locale={loaded.language}
        defaultLocale={DEFAULT_LANGUAGE}
        messages={loaded.messages}
        onError={onError}
      >
        <MuiLocale language={loaded.language}>{children}</MuiLocale>
      </IntlProvider>
    </LocaleContext.Provider>
  );
}
