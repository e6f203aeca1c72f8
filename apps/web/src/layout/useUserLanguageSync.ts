import { useEffect, useRef } from 'react';
import { usersObject, type User } from '@atrium/contract';
import { useUpdate } from '../api/mutations';
import { useLocale } from '../i18n/useLocale';

/**
 * Keeps the language of the person's mails (campaigns, digests) the one they read Atrium in: the
 * record follows the interface, on sign-in and whenever they switch. Quietly, and once per choice:
 * a preference needs no notice, and a save that failed is tried again at the next switch or visit.
 */
export function useUserLanguageSync(self: Pick<User, 'id' | 'language'> | undefined): void {
  const { language } = useLocale();
  const { mutate } = useUpdate(usersObject, { notifySuccess: false, notifyError: false });
  const tried = useRef<string | undefined>(undefined);
  const id = self?.id;
  const saved = self?.language;
  useEffect(() => {
    const attempt = `${id}:${language}`;
    if (!id || !saved || saved === language || tried.current === attempt) return;
    tried.current = attempt;
    mutate({ id, data: { language } });
  }, [id, saved, language, mutate]);
}
