import fc from 'fast-check';
import { vi } from 'vitest';

/**
 * Zones a server (or a browser) may run in, for the properties that hold a date rule to the same
 * answer in every zone (decision 058): the extremes (+14, -12, -11), the odd offsets (+5:45,
 * +12:45, -9:30, -3:30 with DST), the half-hour DST of Lord Howe, a DST that moves for Ramadan,
 * southern and northern DST, and zones without DST.
 */
export const TIME_ZONES = [
  'UTC',
  'Pacific/Kiritimati',
  'Pacific/Pago_Pago',
  'Etc/GMT+12',
  'Asia/Kathmandu',
  'Australia/Lord_Howe',
  'Pacific/Chatham',
  'Pacific/Marquesas',
  'America/St_Johns',
  'America/Los_Angeles',
  'America/New_York',
  'America/Anchorage',
  'America/Sao_Paulo',
  'America/Caracas',
  'America/Scoresbysund',
  'Atlantic/Azores',
  'Europe/London',
  'Europe/Dublin',
  'Europe/Oslo',
  'Africa/Casablanca',
  'Antarctica/Troll',
  'Asia/Dubai',
  'Asia/Kuwait',
  'Asia/Riyadh',
  'Asia/Tehran',
  'Asia/Kolkata',
  'Asia/Singapore',
  'Asia/Tokyo',
  'Australia/Adelaide',
  'Pacific/Auckland',
  'Pacific/Apia',
  'Pacific/Honolulu',
] as const;

export const timeZoneArb = fc.constantFrom(...TIME_ZONES);

const HOUR_MS = 60 * 60 * 1000;

/**
 * Moments where a local-time slip shows: UTC month starts and ends, 29 February, New Year's Eve
 * at 23:50, and 2026's DST changes (US, EU, Lord Howe, Chatham).
 */
export const EDGE_INSTANTS: readonly Date[] = [
  ...[2000, 2024, 2026, 2027, 2028, 2099, 2100].flatMap((year) =>
    Array.from({ length: 12 }, (_, month) => new Date(Date.UTC(year, month, 1))),
  ),
  ...[2000, 2024, 2028, 2096].map((year) => new Date(Date.UTC(year, 1, 29, 12))),
  ...[1999, 2025, 2026, 2099].map((year) => new Date(Date.UTC(year, 11, 31, 23, 50))),
  new Date('2026-03-08T10:00:00Z'),
  new Date('2026-11-01T09:00:00Z'),
  new Date('2026-03-29T01:00:00Z'),
  new Date('2026-10-25T01:00:00Z'),
  new Date('2026-04-04T15:00:00Z'),
  new Date('2026-10-03T15:30:00Z'),
  new Date('2026-04-04T14:00:00Z'),
  new Date('2026-09-26T14:00:00Z'),
];

/** An instant from 2000 to 2100, or one within 14 hours of an edge (so a zone's day differs). */
export function instantArb(
  range: { min: Date; max: Date } = {
    min: new Date('2000-01-01T00:00:00Z'),
    max: new Date('2100-12-31T00:00:00Z'),
  },
): fc.Arbitrary<Date> {
  const inRange = EDGE_INSTANTS.filter((edge) => edge >= range.min && edge <= range.max);
  const anywhere = fc.date({ ...range, noInvalidDate: true });
  if (inRange.length === 0) {
    return anywhere;
  }
  const nearEdge = fc
    .tuple(
      fc.constantFrom(...inRange),
      fc.oneof(fc.constantFrom(-1, 0, 1), fc.integer({ min: -14 * HOUR_MS, max: 14 * HOUR_MS })),
    )
    .map(([edge, offset]) => new Date(edge.getTime() + offset));
  return fc.oneof(anywhere, nearEdge);
}

/**
 * Runs `compute` with the process in `zone`. Node reads `TZ` again whenever it is assigned, so
 * local getters, `Date` parsing and a default `Intl.DateTimeFormat` all follow it; the zone the
 * process had is given back afterwards, whatever happens.
 */
export function inTimeZone<T>(zone: string, compute: () => T): T {
  vi.stubEnv('TZ', zone);
  try {
    return compute();
  } finally {
    vi.unstubAllEnvs();
  }
}

/** `inTimeZone` for work that awaits (a repository call, a use case). */
export async function inTimeZoneAsync<T>(zone: string, compute: () => Promise<T>): Promise<T> {
  vi.stubEnv('TZ', zone);
  try {
    return await compute();
  } finally {
    vi.unstubAllEnvs();
  }
}
