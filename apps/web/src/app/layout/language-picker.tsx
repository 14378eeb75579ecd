import { LOCALE_NAMES, matchLocale } from '@skyparcel/domain/locale';
import { type ChangeEvent, useId } from 'react';
import { useSearchParams } from 'react-router';
import { useSessionToken } from '@/features/auth/hooks/use-session';
import { useLanguages } from '@/features/languages/api/get-languages';
import { changeLocale, useLocale, useTranslation } from '@/lib/i18n';

/**
 * Each language shown in its own language; a `?lang=` in the address follows the choice. Signed
 * in, the list is the server's (GET /contactus/languages).
 */
export function LanguagePicker() {
  const { t } = useTranslation();
  const locale = useLocale();
  const languages = useLanguages(useSessionToken() !== null);
  const id = useId();
  const [searchParams, setSearchParams] = useSearchParams();

  async function handleChange(event: ChangeEvent<HTMLSelectElement>) {
    const next = matchLocale(event.target.value);
    if (!next) {
      return;
    }
    await changeLocale(next);
    if (searchParams.has('lang')) {
      setSearchParams(
        (current) => {
          current.set('lang', next);
          return current;
        },
        { replace: true },
      );
    }
  }

  return (
    <div className="language-picker">
      <label className="visually-hidden" htmlFor={id}>
        {t('header.language')}
      </label>
      <svg className="language-picker__icon" viewBox="0 0 24 24" aria-hidden="true">
        <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="1.6" />
        <path
          d="M3 12h18M12 3c2.5 2.6 3.7 5.6 3.7 9s-1.2 6.4-3.7 9c-2.5-2.6-3.7-5.6-3.7-9S9.5 5.6 12 3z"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.6"
        />
      </svg>
      <select
        id={id}
        className="language-picker__select"
        value={locale}
        onChange={(event) => void handleChange(event)}
      >
        {languages.map((option) => (
          <option key={option} value={option} lang={option}>
            {LOCALE_NAMES[option]}
          </option>
        ))}
      </select>
    </div>
  );
}
