import type { Db } from '@skyparcel/db';
import { exchangeRateCoverage, neededExchangePairs } from '@skyparcel/domain/pricing';
import type { Clock } from '../../lib/clock';
import { findExchangeRateNeeds, listPriceVersions } from '../../modules/pricing';
import { presentPriceOverview } from './price-overview.presenter';

/**
 * GET /admin/prices (ADMIN): every kind of price data, in force and scheduled (decision 040), and
 * the exchange rates quotes will miss this month and next, with the 25th's warning (059).
 */
export async function getPriceOverview(deps: { db: Db; clock: Clock }) {
  const now = deps.clock();
  const [versions, needs] = await Promise.all([
    listPriceVersions(deps.db),
    findExchangeRateNeeds(deps.db, now),
  ]);
  const coverage = exchangeRateCoverage({
    rows: versions.rates.map((row) => ({
      month: row.month,
      from: row.fromCurrency,
      to: row.toCurrency,
      effectiveFrom: row.effectiveFrom,
    })),
    needed: neededExchangePairs(needs),
    now,
  });
  return presentPriceOverview(versions, now, coverage);
}
