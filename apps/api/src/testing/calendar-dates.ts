/**
 * The calendar test's set of moments (decision 057): the first and the last day of every month of
 * a year, 29 February, 31 December 23:50, and the European and US daylight-saving changes, as a
 * customer in `zone` lives them (a month's first minute there is still the month before in UTC
 * east of Greenwich). The year is the one after the real clock's, so the set moves with time and
 * always lies after the seeded prices' start.
 */

export const CALENDAR_ZONES = [
  'UTC',
  'Asia/Dubai',
  'America/Los_Angeles',
  'Pacific/Kiritimati',
] as const;
export type CalendarZone = (typeof CALENDAR_ZONES)[number];

/** `key` names the moment alike in every zone (`start-03`, `end-12`, `leap-day`, `eu-summer`…). */
export type CalendarMoment = { key: string; name: string; at: Date };

const MINUTE_MS = 60_000;

/** Minutes `zone` is ahead of UTC at `instant`. */
export function zoneOffsetMinutes(zone: string, instant: Date): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((entry) => entry.type === type)?.value);
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'));
  return Math.round((wall - Math.floor(instant.getTime() / MINUTE_MS) * MINUTE_MS) / MINUTE_MS);
}

/** The instant a clock on the wall in `zone` shows year-month-day hour:minute (month 1-12). */
export function wallTime(
  zone: string,
  year: number,
  month: number,
  day: number,
  hour: number,
  minute: number,
): Date {
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  // Twice: the offset at the guess may differ from the offset at the answer across a change.
  let instant = asUtc - zoneOffsetMinutes(zone, new Date(asUtc)) * MINUTE_MS;
  instant = asUtc - zoneOffsetMinutes(zone, new Date(instant)) * MINUTE_MS;
  return new Date(instant);
}

/** The n-th (1-based; -1 the last) Sunday of a month, as a day of the month. */
function sunday(year: number, month: number, nth: number): number {
  if (nth > 0) {
    const first = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
    return 1 + ((7 - first) % 7) + (nth - 1) * 7;
  }
  const lastDay = new Date(Date.UTC(year, month, 0));
  return lastDay.getUTCDate() - lastDay.getUTCDay();
}

function firstLeapYearFrom(year: number): number {
  let candidate = year;
  while (new Date(Date.UTC(candidate, 1, 29)).getUTCMonth() !== 1) {
    candidate += 1;
  }
  return candidate;
}

export function calendarYear(now = new Date()): number {
  return now.getUTCFullYear() + 1;
}

/** The set, oldest first, for a customer in `zone`. */
export function calendarMoments(zone: string, year = calendarYear()): CalendarMoment[] {
  const moments: CalendarMoment[] = [];
  for (let month = 1; month <= 12; month += 1) {
    const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
    const mm = String(month).padStart(2, '0');
    moments.push({
      key: `start-${mm}`,
      name: `${year}-${mm}-01 00:00`,
      at: wallTime(zone, year, month, 1, 0, 0),
    });
    moments.push({
      key: `end-${mm}`,
      name: `${year}-${mm}-${last} 23:59`,
      at: wallTime(zone, year, month, last, 23, 59),
    });
  }
  const leap = firstLeapYearFrom(year);
  moments.push({
    key: 'leap-day',
    name: `${leap}-02-29 12:00`,
    at: wallTime(zone, leap, 2, 29, 12, 0),
  });
  moments.push({
    key: 'year-end',
    name: `${year}-12-31 23:50`,
    at: wallTime(zone, year, 12, 31, 23, 50),
  });
  // The changes themselves, as instants: Europe at 01:00 UTC on the last Sundays of March and
  // October; the US at 02:00 local on the second Sunday of March and the first of November.
  const eu = (month: number) => new Date(Date.UTC(year, month - 1, sunday(year, month, -1), 1));
  moments.push({ key: 'eu-summer', name: `EU summer time ${year}`, at: eu(3) });
  moments.push({ key: 'eu-winter', name: `EU winter time ${year}`, at: eu(10) });
  moments.push({
    key: 'us-summer',
    name: `US summer time ${year}`,
    at: wallTime('America/Los_Angeles', year, 3, sunday(year, 3, 2), 3, 0),
  });
  moments.push({
    key: 'us-winter',
    name: `US winter time ${year}`,
    at: wallTime('America/Los_Angeles', year, 11, sunday(year, 11, 1), 1, 0),
  });
  return moments.sort((a, b) => a.at.getTime() - b.at.getTime());
}
