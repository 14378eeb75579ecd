import type { Db } from '@skyparcel/db';
import { AppError } from '@skyparcel/domain/errors';
import {
  type RateCardStep,
  type RateCardVersionBody,
  rateCardStepProblems,
} from '@skyparcel/domain/pricing';
import type { Clock } from '../../lib/clock';
import type { DbOrTx } from '../../lib/tx';
import { findRateCard, insertRateCardVersion, minorOf } from '../../modules/pricing';
import type { SessionUser } from '../../plugins/auth';
import {
  findDestination,
  requirePricedWarehouse,
  startOfVersion,
  storeVersion,
} from './price-change';

/** A rate card version checked and ready to store: the card's rows as the table keeps them. */
export type RateCardVersionRow = {
  warehouseId: string;
  warehouseCode: string;
  destinationCountryCode: string;
  currency: string;
  steps: RateCardStep[];
  effectiveFrom: Date;
};

/**
 * Checks one whole card (decision 040): a known warehouse and destination, the warehouse's
 * currency (freight is billed where the customer shops), steps of 0.5 kg from 0.5 kg on with
 * amounts in the currency's minor units, never lower for more weight; the start not in the past.
 * Problems name the field (`steps.3`) with the i18n key of the reason.
 */
export async function checkRateCardVersion(
  db: Db,
  body: RateCardVersionBody,
  now: Date,
): Promise<RateCardVersionRow> {
  const effectiveFrom = startOfVersion(body.effectiveFrom, now);
  const warehouse = await requirePricedWarehouse(db, body.warehouseCode);
  const country = await findDestination(db, body.destinationCode);
  const fields: Record<string, string> = {};
  if (!country) {
    fields.destinationCode = 'operator.prices.problems.unknownDestination';
  }
  if (body.currency !== warehouse.currency) {
    fields.currency = 'operator.prices.problems.warehouseCurrency';
  }
  const steps = body.steps.map((step, index) => ({
    kg: step.kg,
    amountMinor: minorOf(step.amount, body.currency, `steps.${index}.amount`),
  }));
  for (const { index, problem } of rateCardStepProblems(steps)) {
    fields[`steps.${index}`] = `operator.prices.problems.${problem}`;
  }
  if (Object.keys(fields).length > 0) {
    throw new AppError('PRICE_DATA_INVALID', { fields });
  }
  return {
    warehouseId: warehouse.id,
    warehouseCode: warehouse.code,
    destinationCountryCode: body.destinationCode,
    currency: body.currency,
    steps,
    effectiveFrom,
  };
}

/** Stores checked cards in the caller's transaction; the audit says what each one replaces. */
export async function insertRateCards(tx: DbOrTx, rows: readonly RateCardVersionRow[]) {
  const stored = [];
  for (const { warehouseCode: _code, ...row } of rows) {
    const [version] = await insertRateCardVersion(tx, row);
    if (version) {
      stored.push(version);
    }
  }
  return stored;
}

/** POST /admin/prices/rate-cards (ADMIN): a new version of one whole card from a moment on. */
export async function addRateCardVersion(
  deps: { db: Db; clock: Clock },
  actor: SessionUser,
  body: RateCardVersionBody,
) {
  const row = await checkRateCardVersion(deps.db, body, deps.clock());
  const before = await findRateCard(
    deps.db,
    row.warehouseId,
    row.destinationCountryCode,
    row.effectiveFrom,
  );
  const [stored] = await storeVersion(
    deps.db,
    actor,
    {
      action: 'price.rate-card.add',
      before: before && { id: before.id, effectiveFrom: before.effectiveFrom, steps: before.steps },
      after: { ...row },
    },
    (tx) => insertRateCards(tx, [row]),
  );
  return stored;
}
