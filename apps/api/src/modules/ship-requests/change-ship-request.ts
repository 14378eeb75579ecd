import type { Db } from '@skyparcel/db';
import { AppError } from '@skyparcel/domain/errors';
import type { ShipRequestQuoteDto } from '@skyparcel/domain/pricing';
import {
  canPayShipRequest,
  formatOrderNumber,
  isQuotedTotal,
  type UpdateShipRequestBody,
} from '@skyparcel/domain/ship-requests';
import type { Clock } from '../../lib/clock';
import { recordAudit } from '../audit';
import { findOwnedContact } from '../contacts';
import { assertIdentityForDestination } from '../identity';
import { presentQuote } from '../pricing';
import type { Viewer } from '../users';
import { lockRequiredShipRequests, refuseNotPayable } from './require-owned-ship-request';
import { requoteShipRequest, storedQuote } from './requote-ship-request';
import {
  findOwnedShipRequest,
  type ShipRequestView,
  updateShipRequest,
} from './ship-request.repository';
import { shipToAddressOf } from './ship-to-address';

export type ChangeShipRequestResult =
  | { ok: true; shipRequest: ShipRequestView }
  | { ok: false; code: 'PRICE_CHANGED'; quote: ShipRequestQuoteDto };

/**
 * PUT /deliveries (spec section 7): changes an unpaid request's address, options, tax ID,
 * instructions, coupon or credit. In one transaction it is priced again with the new choices;
 * as at creation, the total the customer saw must be that price (PRICE_CHANGED otherwise), and
 * the new quote is stored with a fresh 24 hours. A paid or cancelled request answers its 409; an
 * address where customs need a verified identity waits for it (IDENTITY_NOT_VERIFIED). A business
 * user changes a colleague's request as its owner could (decision 053), with an address of their
 * own book, priced with their own credit and coupons; the audit names both.
 */
export async function changeShipRequest(
  deps: { db: Db; clock: Clock },
  { viewer, body }: { viewer: Viewer; body: UpdateShipRequestBody },
): Promise<ChangeShipRequestResult> {
  const now = deps.clock();
  const userId = viewer.id;
  return deps.db.transaction(async (tx) => {
    const [row] = await lockRequiredShipRequests(tx, viewer, [body.id]);
    if (!row || !canPayShipRequest(row.status)) {
      return refuseNotPayable(row?.status ?? 'cancelled');
    }
    const contact = await findOwnedContact(tx, userId, body.contactId);
    if (!contact) {
      throw new AppError('CONTACT_FORBIDDEN');
    }
    // A new address may be in a country whose customs need a verified identity (decision 047).
    await assertIdentityForDestination(tx, userId, contact.countryCode);

    const choices = {
      destinationCountryCode: contact.countryCode,
      options: body.options,
      couponCode: body.couponCode ?? null,
      useCredit: body.justCredit,
    };
    const { quote, context } = await requoteShipRequest(tx, viewer, row, choices, now);
    if (!isQuotedTotal(body.quotedTotal, quote.total)) {
      return { ok: false, code: 'PRICE_CHANGED', quote: presentQuote(context, quote) } as const;
    }

    await updateShipRequest(tx, row.id, {
      ...choices,
      contactId: contact.id,
      shipTo: shipToAddressOf(contact),
      taxId: body.taxId ?? null,
      specialInstructions: body.specialInstructions ?? null,
      ...storedQuote(quote, now),
    });
    await recordAudit(tx, {
      actor: userId,
      action: 'ship-request.change',
      subject: row.userId,
      detail: {
        shipRequestId: row.id,
        orderNumber: formatOrderNumber(row.number),
        previousTotalMinor: row.totalMinor,
        totalMinor: quote.total.amountMinor,
        currency: quote.total.currency,
      },
    });

    const shipRequest = await findOwnedShipRequest(tx, viewer, row.id);
    if (!shipRequest) {
      throw new Error('ship request not readable after change');
    }
    return { ok: true, shipRequest } as const;
  });
}
