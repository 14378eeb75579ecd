import { describe, expect, test } from 'vitest';
import {
  effectiveFromProblem,
  MAX_SCHEDULE_DAYS,
  scheduledVersions,
  versionInForce,
} from './price-version';

const at = (iso: string) => new Date(iso);
const versions = [
  { name: 'tomorrow', effectiveFrom: at('2026-11-26T00:00:00Z') },
  { name: 'first', effectiveFrom: at('2020-01-01T00:00:00Z') },
  { name: 'today', effectiveFrom: at('2026-11-25T08:00:00Z') },
  { name: 'next month', effectiveFrom: at('2026-12-01T00:00:00Z') },
];

describe('versionInForce', () => {
  test('takes the latest version that has started, whatever the order of the rows', () => {
    expect(versionInForce(versions, at('2026-11-25T12:00:00Z'))?.name).toBe('today');
    expect(versionInForce(versions, at('2026-11-25T07:59:59Z'))?.name).toBe('first');
    expect(versionInForce(versions, at('2026-11-26T00:00:00Z'))?.name).toBe('tomorrow');
    expect(versionInForce(versions, at('2027-06-01T00:00:00Z'))?.name).toBe('next month');
  });

  test('finds nothing before the first version', () => {
    expect(versionInForce(versions, at('2019-12-31T23:59:59Z'))).toBeUndefined();
    expect(versionInForce([], at('2026-11-25T12:00:00Z'))).toBeUndefined();
  });
});

test('scheduledVersions lists the versions not yet in force, soonest first', () => {
  expect(scheduledVersions(versions, at('2026-11-25T12:00:00Z')).map((v) => v.name)).toEqual([
    'tomorrow',
    'next month',
  ]);
  expect(scheduledVersions(versions, at('2027-01-01T00:00:00Z'))).toEqual([]);
});

test('effectiveFromProblem refuses the past and the far future', () => {
  const now = at('2026-11-25T12:00:00Z');
  expect(effectiveFromProblem(now, now)).toBeNull();
  expect(effectiveFromProblem(at('2026-11-25T11:59:59Z'), now)).toBe('PRICE_EFFECTIVE_IN_PAST');
  const limit = new Date(now.getTime() + MAX_SCHEDULE_DAYS * 86_400_000);
  expect(effectiveFromProblem(limit, now)).toBeNull();
  expect(effectiveFromProblem(new Date(limit.getTime() + 1), now)).toBe('PRICE_EFFECTIVE_TOO_FAR');
});
