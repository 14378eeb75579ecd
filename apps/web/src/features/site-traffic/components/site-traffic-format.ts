import type { Locale } from '@skyparcel/domain/locale';

/** A UTC day ('2026-01-05') in the reader's language, as the dashboard counts it. */
export function formatTrafficDay(day: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

/** A short day for the chart's axis ('5 Jan'). */
export function formatTrafficAxisDay(day: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}

/** A page view's language code ('fr', 'ar-AE') named in the reader's language; null if unknown. */
export function formatLanguageCode(code: string, locale: Locale): string | null {
  try {
    return new Intl.DisplayNames(locale, { type: 'language' }).of(code) ?? null;
  } catch {
    return null;
  }
}
