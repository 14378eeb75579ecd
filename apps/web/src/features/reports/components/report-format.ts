import type { Locale } from '@skyparcel/domain/locale';
import { formatCountryName } from '@/lib/format';

/** A lane as people read it: 'United States → Kuwait' ('←' between them right to left). */
export function formatLane(origin: string, destination: string, locale: Locale, isRtl: boolean) {
  return `${formatCountryName(origin, locale)} ${isRtl ? '←' : '→'} ${formatCountryName(destination, locale)}`;
}

/** A short lane for a chart's axis: 'US → KW'. */
export function shortLane(origin: string, destination: string, isRtl: boolean) {
  return `${origin} ${isRtl ? '←' : '→'} ${destination}`;
}

/** A day ('2026-01-05') in the reader's language, without a time. */
export function formatDay(day: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

/** A month ('2026-01') in the reader's language. */
export function formatMonth(month: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale, {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${month}-01T00:00:00Z`));
}

/** Major units of minor ones (the chart's values), with the currency's decimals. */
export function toMajor(amountMinor: number, decimals: number): number {
  return amountMinor / 10 ** decimals;
}
