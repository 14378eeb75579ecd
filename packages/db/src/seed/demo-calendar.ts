import { rateTableMonthOf } from '@skyparcel/domain/pricing';
import { FIRST_PRICE_DATE } from './data/shipping-options';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/**
 * How far back the living demo's story reaches (decision 057): Demo Trading LLC's twelve weeks of
 * shipments, the oldest received 80 days ago, are the longest story. Every demo seed places its
 * moments through `DemoCalendar.at`, which refuses one outside the calendar, and the reference
 * data (the exchange-rate months above all) is written for the calendar's whole span, so the seed
 * never prices a moment it has not covered.
 */
export const DEMO_HISTORY_DAYS = 84;

export class DemoCalendarError extends Error {
  override name = 'DemoCalendarError';
}

/** The span of the demo's story, from one reading of the clock (UTC throughout). */
export type DemoCalendar = {
  readonly now: Date;
  /** The oldest moment of the story: DEMO_HISTORY_DAYS before `now`. */
  readonly firstMoment: Date;
  /** The first day ('YYYY-MM-01') of each month whose exchange rates the demo prices with. */
  readonly exchangeRateMonths: readonly string[];
  /**
   * The moment `daysAgo` days before now, `hoursLater` hours on: a step of a demo story. Throws
   * for a moment before `firstMoment` (no reference data covers it) or after `now` (a scan in the
   * future would show on tracking pages).
   */
  at(daysAgo: number, hoursLater?: number): Date;
};

/** 'YYYY-MM-01' of the UTC month `at` falls in: the rate table's month (spec section 9). */
export const utcMonthOf = rateTableMonthOf;

/** The first days of the UTC months from `from`'s through `to`'s, oldest first. */
export function utcMonthsBetween(from: Date, to: Date): string[] {
  const months: string[] = [];
  const cursor = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), 1));
  while (cursor.getTime() <= to.getTime()) {
    months.push(utcMonthOf(cursor));
    cursor.setUTCMonth(cursor.getUTCMonth() + 1);
  }
  return months;
}

/**
 * The demo's calendar at `now`. The seeded price versions start at FIRST_PRICE_DATE, so the demo
 * starts on any date whose story begins after it (from 2026-03-27 on); an earlier clock is
 * refused with a message rather than failing midway on a missing price.
 */
export function demoCalendar(now: Date): DemoCalendar {
  if (Number.isNaN(now.getTime())) {
    throw new DemoCalendarError('The demo calendar needs a valid clock reading');
  }
  const firstMoment = new Date(now.getTime() - DEMO_HISTORY_DAYS * DAY_MS);
  if (firstMoment < FIRST_PRICE_DATE) {
    throw new DemoCalendarError(
      `The demo's story starts ${DEMO_HISTORY_DAYS} days before ${now.toISOString()}, before the seeded prices (${FIRST_PRICE_DATE.toISOString()})`,
    );
  }
  return {
    now,
    firstMoment,
    exchangeRateMonths: utcMonthsBetween(firstMoment, now),
    at(daysAgo, hoursLater = 0) {
      const moment = new Date(now.getTime() - daysAgo * DAY_MS + hoursLater * HOUR_MS);
      if (moment < firstMoment || moment > now) {
        throw new DemoCalendarError(
          `A demo moment ${daysAgo} days ago + ${hoursLater} h falls outside the demo's ${DEMO_HISTORY_DAYS} days up to now`,
        );
      }
      return moment;
    },
  };
}
