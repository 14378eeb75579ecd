import { toMajor } from '@skyparcel/domain/money';
import {
  type ExchangeRateCoverage,
  type PriceOverview,
  scheduledVersions,
  utcMonthOf,
  versionInForce,
} from '@skyparcel/domain/pricing';
import type { PriceVersions } from '../../modules/pricing';

const major = (amountMinor: number, currency: string) =>
  toMajor({ amountMinor: Number(amountMinor), currency });

/** The versions an operator needs to see: the one in force at `now`, then the scheduled ones. */
function current<T extends { effectiveFrom: Date }>(versions: readonly T[], now: Date): T[] {
  const inForce = versionInForce(versions, now);
  return [...(inForce ? [inForce] : []), ...scheduledVersions(versions, now)];
}

function groupBy<T>(rows: readonly T[], keyOf: (row: T) => string): T[][] {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const key = keyOf(row);
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  return [...groups.values()];
}

/**
 * The operators' price page in one answer (decision 040): for every rate card, option fee,
 * warehouse's terms and customs rule, the version in force at `now` first and the scheduled
 * ones after it; the exchange rate tables with the month quotes use now, and whether that is a
 * fallback to an earlier month because this month's table is missing, and the pairs quotes will
 * miss this month and next (decision 059).
 */
export function presentPriceOverview(
  versions: PriceVersions,
  now: Date,
  coverage: ExchangeRateCoverage,
): PriceOverview {
  const stamp = (row: { id: string; effectiveFrom: Date }) => ({
    id: row.id,
    effectiveFrom: row.effectiveFrom.toISOString(),
  });
  const currentMonth = utcMonthOf(now);
  const tables = groupBy(versions.rates, (row) => row.month).map((rows) => {
    const [first] = rows;
    const perUsd: Record<string, number> = { USD: 1 };
    for (const row of rows) {
      if (row.fromCurrency === 'USD') {
        perUsd[row.toCurrency] = Number(row.rate);
      }
    }
    return {
      month: (first?.month ?? '').slice(0, 7),
      effectiveFrom: first?.effectiveFrom ?? now,
      perUsd,
    };
  });
  const inForce = versionInForce(
    tables.filter((table) => table.month <= currentMonth),
    now,
  );
  return {
    now: now.toISOString(),
    warehouses: versions.warehouses.map(({ code, name, currency }) => ({ code, name, currency })),
    destinations: versions.destinations,
    rateCards: groupBy(versions.cards, (row) => `${row.warehouseCode}>${row.destinationCode}`).map(
      (rows) => ({
        warehouseCode: rows[0]?.warehouseCode ?? '',
        destinationCode: rows[0]?.destinationCode ?? '',
        versions: current(rows, now).map((row) => ({
          ...stamp(row),
          currency: row.currency,
          steps: row.steps.map((step) => ({
            kg: step.kg,
            amount: major(step.amountMinor, row.currency),
          })),
        })),
      }),
    ),
    optionFees: groupBy(versions.fees, (row) => `${row.warehouseCode}>${row.optionCode}`).map(
      (rows) => ({
        warehouseCode: rows[0]?.warehouseCode ?? '',
        optionCode: rows[0]?.optionCode ?? '',
        currency: rows[0]?.currency ?? '',
        versions: current(rows, now).map((row) => ({
          ...stamp(row),
          fee: major(row.feeMinor, row.currency),
        })),
      }),
    ),
    warehouseTerms: groupBy(versions.terms, (row) => row.warehouseCode).map((rows) => ({
      warehouseCode: rows[0]?.warehouseCode ?? '',
      currency: rows[0]?.currency ?? '',
      versions: current(rows, now).map((row) => ({
        ...stamp(row),
        freeStorageDays: row.freeStorageDays,
        storageFeePerDay: major(row.storageFeePerDayMinor, row.currency),
        liabilityIncrement: major(row.liabilityIncrementMinor, row.currency),
      })),
    })),
    customsRules: groupBy(versions.rules, (row) => row.countryCode).map((rows) => ({
      countryCode: rows[0]?.countryCode ?? '',
      versions: current(rows, now).map((row) => ({
        ...stamp(row),
        currency: row.currency,
        dutyThreshold: major(row.dutyThresholdMinor, row.currency),
        dutyRatePercent: row.dutyRateBp / 100,
        vatRatePercent: row.vatRateBp / 100,
        adminFee: major(row.adminFeeMinor, row.currency),
        extendedLiabilityFee: major(row.extendedLiabilityFeeMinor, row.currency),
      })),
    })),
    membership: groupBy(versions.membership, (row) => row.level).map((rows) => ({
      level: rows[0]?.level ?? '',
      versions: current(rows, now).map((row) => ({
        ...stamp(row),
        discountPercent: row.discountBasisPoints / 100,
        isActive: row.isActive,
      })),
    })),
    exchangeRates: {
      currentMonth,
      monthInForce: inForce?.month ?? null,
      isFallback: inForce !== undefined && inForce.month !== currentMonth,
      tables: tables
        .filter((table) => table === inForce || table.effectiveFrom.getTime() > now.getTime())
        .map((table) => ({ ...table, effectiveFrom: table.effectiveFrom.toISOString() })),
      missing: coverage.months.map(({ month, tableMonth, missing }) => ({
        month,
        tableMonth,
        pairs: missing,
      })),
      nextMonth: {
        month: coverage.months[1].month,
        unset: coverage.nextMonthUnset,
        isWarning: coverage.isNextMonthWarning,
      },
    },
  };
}
