import type { ShipRequestQuote } from '@skyparcel/domain/pricing';
import { quoteExpiresAt } from '@skyparcel/domain/ship-requests';
import type { Tx } from '../../lib/tx';
import { quoteForPackages } from '../pricing';
import type { Viewer } from '../users';
import type { ShipRequestRow } from './ship-request.repository';
import { findHeldPackageIds } from './ship-request.repository';

/** What a request's price depends on besides its packages: the choices a customer may change. */
export type QuoteChoices = Pick<
  ShipRequestRow,
  'destinationCountryCode' | 'options' | 'couponCode' | 'useCredit'
>;

/**
 * The price now of an unpaid request's packages (held: awaiting payment) with `choices`, by the
 * same quote function as the wizard's: a refresh after 24 hours and a change of the request.
 * Priced for the person acting (their credit, coupons and membership; decision 053), who may be
 * a colleague of the owner.
 */
export async function requoteShipRequest(
  tx: Tx,
  viewer: Viewer,
  row: ShipRequestRow,
  choices: QuoteChoices,
  now: Date,
): Promise<{
  quote: ShipRequestQuote;
  context: Awaited<ReturnType<typeof quoteForPackages>>['context'];
}> {
  const packageIds = await findHeldPackageIds(tx, row.id);
  const { quote, context } = await quoteForPackages(
    { db: tx, clock: () => now },
    {
      viewer,
      packageIds,
      destination: choices.destinationCountryCode,
      options: choices.options,
      coupon: choices.couponCode ?? undefined,
      useCredit: choices.useCredit,
      warehouse: row.warehouseId,
      packageStatus: 'awaiting_payment',
    },
  );
  return { quote, context };
}

/** The request's columns that store `quote`, made at `now` and honoured for 24 hours from it. */
export function storedQuote(quote: ShipRequestQuote, now: Date) {
  return {
    quoteLines: quote.lines,
    totalMinor: quote.total.amountMinor,
    currency: quote.total.currency,
    consolidationSavingMinor: quote.consolidationSaving.amountMinor,
    quotedAt: now,
    quoteExpiresAt: quoteExpiresAt(now),
    updatedAt: now,
  };
}
