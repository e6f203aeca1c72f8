import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { IntlProvider, type IntlConfig } from 'react-intl';
import { hasLanguageCookie, readLanguageCookie, writeLanguageCookie } from './languageCookie';
import { DEFAULT_LANGUAGE, type Language } from './languages';
import { LocaleContext } from './LocaleContext';
import { defaultMessages, loadMessages, type Messages } from './loadMessages';

type Loaded = { language: Language; messages: Messages };

/** The interface language, kept in the 'language' cookie, with its messages loaded. */
export function LocaleProvider({ children }: { children: ReactNode }) {
  const [language, setLanguageState] = useState<Language>(() => readLanguageCookie());
  const [chosenHere, setChosenHere] = useState(() => hasLanguageCookie());
  // Until another catalogue arrives the English one shows, so the first paint never waits.
  const [loaded, setLoaded] = useState<Loaded>({ language: DEFAULT_LANGUAGE, messages: defaultMessages });

  useEffect(() => {
    let current = true;
    void loadMessages(language).then((messages) => {
      if (current) setLoaded({ language, messages });
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
        locale={loaded.language}
        defaultLocale={DEFAULT_LANGUAGE}
        messages={loaded.messages}
        onError={onError}
      >
        {children}
      </IntlProvider>
    </LocaleContext.Provider>
  );
}
