import { matchLocale } from '@skyparcel/domain/locale';
import { useEffect } from 'react';
import { changeLocale, useLocale } from '@/lib/i18n';
import { takeFreshSignIn } from '@/lib/session-token';
import { useCurrentUser } from '../api/get-user';
import { useSessionToken } from './use-session';

/**
 * At sign-in the account's saved language (its profile's, which e-mails and PDFs use too) becomes
 * the page's (spec section 7, after sign-in). Only then: a language picked later in the session,
 * or in a tab that was already signed in, stays.
 */
export function useSavedLanguageAtSignIn(): void {
  const token = useSessionToken();
  const user = useCurrentUser();
  const locale = useLocale();
  const saved = matchLocale(user.data?.preferredLocale ?? null);
  useEffect(() => {
    if (!token || !saved || !takeFreshSignIn(token)) {
      return;
    }
    if (saved !== locale) {
      void changeLocale(saved);
    }
  }, [token, saved, locale]);
}
