import type { Db } from '@skyparcel/db';
import { AppError } from '@skyparcel/domain/errors';
import { type ExchangeRateTableBody, utcMonthOf } from '@skyparcel/domain/pricing';
import type { Clock } from '../../lib/clock';
import { insertExchangeRateTable } from '../../modules/pricing';
import type { SessionUser } from '../../plugins/auth';
import { startOfVersion, storeVersion } from './price-change';

/**
 * POST /admin/prices/exchange-rates (ADMIN): a month's table (spec section 9: rates are updated
 * at the start of each month), given as units of each currency for 1 USD; both directions of
 * every pair are derived from it, as the seeded tables are. A coming month's table starts on the
 * month's first moment; this month's, when it is missing (quotes use the last month's meanwhile),
 * starts now, so a quote given before it can be told again. A past month, or a month that has a
 * table already, is refused: a table is never edited.
 */
export async function addExchangeRateTable(
  deps: { db: Db; clock: Clock },
  actor: SessionUser,
  body: ExchangeRateTableBody,
) {
  const now = deps.clock();
  const currentMonth = utcMonthOf(now);
  if (body.month < currentMonth) {
    throw new AppError('EXCHANGE_RATE_MONTH_PAST', {
      fields: { month: 'errors.EXCHANGE_RATE_MONTH_PAST' },
      params: { month: body.month },
    });
  }
  const monthStart = new Date(`${body.month}-01T00:00:00.000Z`);
  const effectiveFrom = startOfVersion(
    monthStart.getTime() > now.getTime() ? monthStart : undefined,
    now,
  );
  const perUsd: Record<string, number> = { ...body.perUsd, USD: 1 };
  const currencies = Object.keys(perUsd).sort();
  const rows = currencies.flatMap((from) =>
    currencies
      .filter((to) => to !== from)
      .map((to) => ({
        month: `${body.month}-01`,
        fromCurrency: from,
        toCurrency: to,
        rate: ((perUsd[to] ?? 1) / (perUsd[from] ?? 1)).toFixed(8),
        effectiveFrom,
      })),
  );
  if (rows.length === 0) {
    throw new AppError('PRICE_DATA_INVALID', { fields: { perUsd: 'validation.required' } });
  }
  await storeVersion(
    deps.db,
    actor,
    {
      action: 'price.exchange-rates.add',
      before: null,
      after: { month: body.month, perUsd, effectiveFrom },
    },
    (tx) => insertExchangeRateTable(tx, rows),
  );
  return { month: body.month, effectiveFrom };
}
