import type { Db } from '@skyparcel/db';
import { AppError } from '@skyparcel/domain/errors';
import type { ShipRequestQuoteDto } from '@skyparcel/domain/pricing';
import {
  type CreateShipRequestBody,
  formatOrderNumber,
  isQuotedTotal,
  quoteExpiresAt,
} from '@skyparcel/domain/ship-requests';
import type { Clock } from '../../lib/clock';
import { isUniqueViolation } from '../../lib/unique-violation';
import { recordAudit } from '../audit';
import { assertUserCompanyMayBook } from '../companies';
import { findOwnedContact } from '../contacts';
import { assertIdentityForDestination } from '../identity';
import { lockOwnedPackages, movePackage } from '../packages';
import { presentQuote, quoteForPackages } from '../pricing';
import type { Viewer } from '../users';
import {
  findLiveRequestHolding,
  findOwnedShipRequest,
  insertShipRequest,
  ONE_LIVE_REQUEST_INDEX,
  type ShipRequestView,
} from './ship-request.repository';
import { shipToAddressOf } from './ship-to-address';

export type CreateShipRequestResult =
  | { ok: true; shipRequest: ShipRequestView }
  | { ok: false; code: 'PRICE_CHANGED'; quote: ShipRequestQuoteDto };

/**
 * POST /shipping (issue 11): in one transaction, locks the caller's packages, prices them with
 * the one quote function, refuses when that is not the total the customer saw (PRICE_CHANGED,
 * with the price now), stores the request with its address and quote as they are, moves the
 * packages to awaiting_payment and writes the audit row. A destination whose customs need an ID
 * waits for the customer's verified identity (IDENTITY_NOT_VERIFIED, decision 047). A second
 * create over the same packages (a double click, two tabs) waits for the first and is refused:
 * never two requests. A business user may ship their company's packages (decision 053): the
 * request is theirs, with an address of their own book, and the audit names each package's owner.
 */
export async function createShipRequest(
  deps: { db: Db; clock: Clock },
  { viewer, body }: { viewer: Viewer; body: CreateShipRequestBody },
): Promise<CreateShipRequestResult> {
  const now = deps.clock();
  const userId = viewer.id;
  try {
    return await deps.db.transaction(async (tx) => {
      const contact = await findOwnedContact(tx, userId, body.contactId);
      if (!contact) {
        throw new AppError('CONTACT_FORBIDDEN');
      }
      // A company with an expired trade license books nothing new (issue 15, decision 052).
      await assertUserCompanyMayBook(tx, userId, now);
      // Customs of some destinations clear a parcel only against a verified identity (decision 047).
      await assertIdentityForDestination(tx, userId, contact.countryCode);

      await lockOwnedPackages(tx, viewer, body.packageIds);
      const held = await findLiveRequestHolding(tx, viewer, body.packageIds);
      if (held) {
        throw new AppError('SHIP_REQUEST_EXISTS', {
          params: { orderNumber: formatOrderNumber(held.number) },
        });
      }

      const { context, packages, quote } = await quoteForPackages(
        { db: tx, clock: () => now },
        {
          viewer,
          packageIds: body.packageIds,
          destination: contact.countryCode,
          options: body.options,
          coupon: body.couponCode,
          useCredit: body.justCredit,
        },
      );
      if (!isQuotedTotal(body.quotedTotal, quote.total)) {
        return { ok: false, code: 'PRICE_CHANGED', quote: presentQuote(context, quote) } as const;
      }

      const [first] = packages;
      if (!first) {
        throw new AppError('VALIDATION_FAILED', { fields: { packageIds: 'validation.required' } });
      }
      const row = await insertShipRequest(
        tx,
        {
          userId,
          warehouseId: first.pkg.warehouseId,
          contactId: contact.id,
          destinationCountryCode: contact.countryCode,
          shipTo: shipToAddressOf(contact),
          options: body.options,
          taxId: body.taxId ?? null,
          specialInstructions: body.specialInstructions ?? null,
          couponCode: body.couponCode ?? null,
          useCredit: body.justCredit,
          quoteLines: quote.lines,
          totalMinor: quote.total.amountMinor,
          currency: quote.total.currency,
          consolidationSavingMinor: quote.consolidationSaving.amountMinor,
          quotedAt: now,
          quoteExpiresAt: quoteExpiresAt(now),
          createdAt: now,
          updatedAt: now,
        },
        packages.map(({ pkg }) => pkg.id),
      );
      for (const { pkg } of packages) {
        await movePackage(tx, pkg, 'awaiting_payment', 'customer', { actorUserId: userId, now });
      }
      await recordAudit(tx, {
        actor: userId,
        action: 'ship-request.create',
        subject: userId,
        detail: {
          shipRequestId: row.id,
          orderNumber: formatOrderNumber(row.number),
          packageIds: packages.map(({ pkg }) => pkg.id),
          // A colleague's packages shipped by this user (decision 053): whose they were.
          packageOwners: [...new Set(packages.map(({ pkg }) => pkg.userId))],
          totalMinor: row.totalMinor,
          currency: row.currency,
        },
      });

      const shipRequest = await findOwnedShipRequest(tx, viewer, row.id);
      if (!shipRequest) {
        throw new Error('ship request not readable after insert');
      }
      return { ok: true, shipRequest } as const;
    });
  } catch (error) {
    // The database's own guard when two creates slip past the lock (another process, PGlite).
    if (isUniqueViolation(error, ONE_LIVE_REQUEST_INDEX)) {
      const held = await findLiveRequestHolding(deps.db, viewer, body.packageIds);
      throw new AppError('SHIP_REQUEST_EXISTS', {
        params: { orderNumber: held ? formatOrderNumber(held.number) : '' },
      });
    }
    throw error;
  }
}
