import type { Db } from '@skyparcel/db';
import { currencyDecimals } from '@skyparcel/domain/money';
import { RATE_CARD_CSV_COLUMNS } from '@skyparcel/domain/pricing';
import { writeCsv } from '../../lib/csv-writer';
import { findRateCard } from '../../modules/pricing';
import { findActiveWarehouses, listCountries } from '../../modules/reference';

/**
 * GET /admin/prices/rate-cards.csv (ADMIN): every rate card in force at `at` (now, or the
 * start of a scheduled version) in the import's own format, so an export edited and imported
 * again is the next version (decision 040).
 */
export async function exportRateCardsCsv(db: Db, at: Date): Promise<string> {
  const [warehouses, countries] = await Promise.all([findActiveWarehouses(db), listCountries(db)]);
  const destinations = countries.filter((country) => country.isDestination);
  const cards = await Promise.all(
    warehouses.flatMap(({ warehouse }) =>
      destinations.map(async (country) => ({
        warehouse,
        card: await findRateCard(db, warehouse.id, country.code, at),
      })),
    ),
  );
  const lines = cards.flatMap(({ warehouse, card }) =>
    card
      ? card.steps.map((step) => [
          warehouse.code,
          card.destinationCountryCode,
          String(step.kg),
          (step.amountMinor / 10 ** currencyDecimals(card.currency)).toFixed(
            currencyDecimals(card.currency),
          ),
          card.currency,
        ])
      : [],
  );
  return writeCsv([[...RATE_CARD_CSV_COLUMNS], ...lines]);
}
