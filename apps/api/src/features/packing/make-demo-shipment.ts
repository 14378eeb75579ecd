import { randomUUID } from 'node:crypto';
import { toMoneyDto } from '@skyparcel/domain/money';
import { ReceivePackageBodySchema } from '@skyparcel/domain/packages';
import { type PackBox, packingChecklist } from '@skyparcel/domain/packing';
import type { ShippingOptionCode } from '@skyparcel/domain/pricing';
import { CreateShipRequestBodySchema, formatOrderNumber } from '@skyparcel/domain/ship-requests';
import type { TrackingStatus } from '@skyparcel/domain/tracking';
import type { z } from 'zod';
import { insertReceivedPackage, movePackage } from '../../modules/packages';
import { payShipRequests, shipRequestPayments } from '../../modules/payments';
import { grantAccountCredit, quoteForPackages } from '../../modules/pricing';
import { createShipRequest } from '../../modules/ship-requests';
import { findShipmentOfRequest, recordTrackingEvent } from '../../modules/tracking';
import type { UserRow } from '../../modules/users';
import { type PackingDeps, packShipRequest } from './pack-ship-request';

/** A scan after packing, at a time of the shipment's own story. */
export type DemoScan = {
  status: TrackingStatus;
  location: string;
  airportCode: string | null;
  at: Date;
};

export type DemoShipmentPlan = {
  owner: Pick<UserRow, 'id' | 'suiteNumber' | 'role' | 'companyId'>;
  clerk: Pick<UserRow, 'id' | 'role'>;
  warehouseId: string;
  /** The consignee: one of the owner's saved addresses. */
  contact: { id: string; countryCode: string };
  /** What the clerk typed at receiving (the suite number is the owner's). */
  receipt: Omit<z.input<typeof ReceivePackageBodySchema>, 'suiteNumber'>;
  options: ShippingOptionCode[];
  specialInstructions: string | null;
  /** Hour 0 of the story: the package's receipt; ready 1 h later, paid 2 h, packed 20 h. */
  start: Date;
  /** The boxes it is packed in; null leaves it paid, waiting in the packing queue. */
  boxes: PackBox[] | null;
  scans: DemoScan[];
};

export type DemoShipment = {
  shipRequestId: string;
  orderNumber: string;
  airWaybillNumber: string | null;
};

const HOUR = 60 * 60 * 1000;

/**
 * One demo shipment made the way people make it (issue 12): the clerk receives the package, the
 * customer asks to ship it and pays (through `payShipRequests`, with account credit granted
 * first, so a real payment is settled and nothing needs a gateway), the clerk packs it (an air
 * waybill from the range) and scans it along. Each step at its time of the story; nothing is
 * e-mailed (the mailers given are the caller's). Answers undefined when a step refused it.
 */
export async function makeDemoShipment(
  deps: PackingDeps,
  plan: DemoShipmentPlan,
): Promise<DemoShipment | undefined> {
  const { db } = deps;
  const at = (hours: number) => new Date(plan.start.getTime() + hours * HOUR);
  const pkg = await db.transaction(async (tx) => {
    const received = await insertReceivedPackage(tx, {
      body: ReceivePackageBodySchema.parse({
        ...plan.receipt,
        suiteNumber: plan.owner.suiteNumber ?? undefined,
      }),
      warehouseId: plan.warehouseId,
      ownerUserId: plan.owner.id,
      clerkUserId: plan.clerk.id,
      now: at(0),
    });
    return movePackage(tx, received, 'ready_to_send', 'staff', {
      actorUserId: plan.clerk.id,
      now: at(1),
    });
  });

  const asked = { db, clock: () => at(1.5) };
  const quoteRequest = {
    viewer: plan.owner,
    packageIds: [pkg.id],
    destination: plan.contact.countryCode,
    options: plan.options,
  };
  // The credit that pays it: the whole price, so the payment is covered and settled at once.
  const { quote: full } = await quoteForPackages(asked, quoteRequest);
  await grantAccountCredit(db, {
    userId: plan.owner.id,
    amountMinor: full.total.amountMinor,
    currency: full.total.currency,
    reason: 'Demo: credit for a demo shipment',
  });
  const { quote } = await quoteForPackages(asked, { ...quoteRequest, useCredit: true });
  const created = await createShipRequest(asked, {
    viewer: plan.owner,
    body: CreateShipRequestBodySchema.parse({
      packageIds: quoteRequest.packageIds,
      contactId: plan.contact.id,
      options: plan.options,
      specialInstructions: plan.specialInstructions ?? undefined,
      justCredit: true,
      valuesConfirmed: true,
      quotedTotal: toMoneyDto(quote.total),
    }),
  });
  if (!created.ok) {
    return undefined;
  }
  const { shipRequest } = created;
  await payShipRequests(
    {
      db,
      clock: () => at(2),
      mailer: { send: async () => undefined },
      gateway: null,
      shipRequests: shipRequestPayments,
      publicUrl: deps.publicUrl,
    },
    { ...plan.owner, actingAdminId: null },
    { shipRequestIds: [shipRequest.id] },
    randomUUID(),
  );
  const made = {
    shipRequestId: shipRequest.id,
    orderNumber: formatOrderNumber(shipRequest.number),
    airWaybillNumber: null,
  };
  if (!plan.boxes) {
    return made;
  }

  const packed = await packShipRequest(
    { ...deps, clock: () => at(20) },
    plan.clerk,
    shipRequest.id,
    {
      boxes: plan.boxes,
      checklist: packingChecklist(plan),
    },
  );
  const shipment = await findShipmentOfRequest(db, shipRequest.id);
  for (const scan of plan.scans) {
    await recordTrackingEvent(deps, {
      shipmentId: shipment?.id ?? '',
      status: scan.status,
      location: scan.location,
      airportCode: scan.airportCode,
      occurredAt: scan.at,
      source: 'staff',
      recordedBy: plan.clerk.id,
    });
  }
  return { ...made, airWaybillNumber: packed.airWaybillNumber };
}
