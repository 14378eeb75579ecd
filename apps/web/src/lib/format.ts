import type { Locale } from '@skyparcel/domain/locale';

/**
 * Numbers, weights and dates in the visitor's language, through `Intl` only. Money goes through
 * `formatMoneyDto` of @skyparcel/i18n/format-money, shared with the e-mails (decision 029).
 * Formatters are cached because lists format hundreds of values.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();
const displayNames = new Map<string, Intl.DisplayNames>();

function cached<T>(cache: Map<string, T>, key: string, create: () => T): T {
  const hit = cache.get(key);
  if (hit) {
    return hit;
  }
  const formatter = create();
  cache.set(key, formatter);
  return formatter;
}

export function formatNumber(value: number, locale: Locale, maximumFractionDigits = 2): string {
  return cached(
    numberFormats,
    `n|${locale}|${maximumFractionDigits}`,
    () => new Intl.NumberFormat(locale, { maximumFractionDigits }),
  ).format(value);
}

export function formatPercent(percent: number, locale: Locale): string {
  return cached(
    numberFormats,
    `p|${locale}`,
    () => new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }),
  ).format(percent / 100);
}

type MeasureUnit = 'kilogram' | 'pound' | 'centimeter' | 'inch';

/** `4.54 kg`, `12 in`: the unit written the way the language writes it. */
export function formatMeasure(value: number, unit: MeasureUnit, locale: Locale): string {
  return cached(
    numberFormats,
    `u|${locale}|${unit}`,
    () => new Intl.NumberFormat(locale, { style: 'unit', unit, maximumFractionDigits: 2 }),
  ).format(value);
}

/** A file's size: `820 kB`, `4.2 MB`, counted in 1024s as the 5 MB upload limit is. */
export function formatFileSize(bytes: number, locale: Locale): string {
  const megabyte = 1024 * 1024;
  const [unit, value] =
    bytes >= megabyte
      ? (['megabyte', bytes / megabyte] as const)
      : (['kilobyte', Math.max(bytes / 1024, 0.1)] as const);
  return cached(
    numberFormats,
    `f|${locale}|${unit}`,
    () => new Intl.NumberFormat(locale, { style: 'unit', unit, maximumFractionDigits: 1 }),
  ).format(value);
}

export function formatDateTime(iso: string, locale: Locale): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) {
    return iso;
  }
  return cached(
    dateFormats,
    `d|${locale}`,
    () => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }),
  ).format(date);
}

/**
 * A time of day as a place keeps it ('06:00', '23:59:59'), in the visitor's way of writing
 * times ('6:00 AM', '06:00'), without moving it to the visitor's zone: airports' hours are
 * their own local times.
 */
export function formatTimeOfDay(time: string, locale: Locale): string {
  const match = /^(\d{2}):(\d{2})/.exec(time);
  if (!match) {
    return time;
  }
  const moment = new Date(Date.UTC(2000, 0, 1, Number(match[1]), Number(match[2])));
  return cached(
    dateFormats,
    `t|${locale}`,
    () => new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }),
  ).format(moment);
}

type ElapsedUnit = 'millisecond' | 'second' | 'minute' | 'hour' | 'day';

/**
 * A span of time in its largest sensible unit, rounded down: `120 milliseconds`, `45 seconds`,
 * `12 minutes`, `3 hours`, `2 days` (the System page's ages and durations).
 */
export function formatElapsed(seconds: number, locale: Locale): string {
  const [unit, value]: [ElapsedUnit, number] =
    seconds < 1
      ? ['millisecond', seconds * 1000]
      : seconds < 90
        ? ['second', seconds]
        : seconds < 90 * 60
          ? ['minute', seconds / 60]
          : seconds < 48 * 3600
            ? ['hour', seconds / 3600]
            : ['day', seconds / 86_400];
  return cached(
    numberFormats,
    `e|${locale}|${unit}`,
    () =>
      new Intl.NumberFormat(locale, {
        style: 'unit',
        unit,
        unitDisplay: 'long',
        maximumFractionDigits: 0,
        roundingMode: 'floor',
      }),
  ).format(value);
}

/** A country's name in the visitor's language, or the given fallback (the API's English name). */
export function formatCountryName(code: string, locale: Locale, fallback = code): string {
  try {
    const names = cached(
      displayNames,
      `c|${locale}`,
      () => new Intl.DisplayNames(locale, { type: 'region' }),
    );
    return names.of(code) ?? fallback;
  } catch {
    return fallback;
  }
}

export function formatCurrencyName(code: string, locale: Locale): string {
  try {
    const names = cached(
      displayNames,
      `$|${locale}`,
      () => new Intl.DisplayNames(locale, { type: 'currency' }),
    );
    return names.of(code) ?? code;
  } catch {
    return code;
  }
}
