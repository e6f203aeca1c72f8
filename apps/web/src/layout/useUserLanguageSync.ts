import { useEffect, useRef } from 'react';
import { usersObject, type User } from '@atrium/contract';
import { useUpdate } from '../api/mutations';
import { useLocale } from '../i18n/useLocale';

/**
 * Keeps the person's language one, as the theme is: a browser that never chose one (a new
 * computer, a phone) adopts the one saved in their record; a choice made in this browser is saved
 * to the record, which is also the language of their mails (campaigns, digests). Quietly, and once
 * per choice: a preference needs no notice, and a save that failed is tried again at the next
 * switch or visit.
 */
export function useUserLanguageSync(self: Pick<User, 'id' | 'language'> | undefined): void {
  const { language, setLanguage, chosenHere } = useLocale();
  const { mutate } = useUpdate(usersObject, { notifySuccess: false, notifyError: false });
  const tried = useRef<string | undefined>(undefined);
  const id = self?.id;
  const saved = self?.language;
  useEffect(() => {
    const attempt = `${id}:${language}`;
    if (!id || !saved || saved === language || tried.current === attempt) return;
    if (!chosenHere) {
      setLanguage(saved);
      return;
    }
    tried.current = attempt;
    mutate({ id, data: { language } });
  }, [id, saved, language, chosenHere, setLanguage, mutate]);
}
