import { randomUUID } from 'node:crypto';
import { type Db, schema } from '@skyparcel/db';
import type { InvoiceKind } from '@skyparcel/domain/invoices';
import { type InvoiceRow, issueInvoice } from '../modules/invoices';
import type { TestUser } from './build-user';
import { warehouseIdOf } from './build-user';

type BuildInvoiceOptions = {
  owner: Pick<TestUser, 'user'>;
  kind?: InvoiceKind;
  /** What it bills, in minor units; one MANUAL line of that amount. */
  amountMinor?: number;
  currency?: string;
  /** Paid in full by a (sandbox) card payment as it was issued. */
  isPaidByCard?: boolean;
  issuedAt?: Date;
  dueAt?: Date | null;
  /** The warehouse's code (its country is the origin filter's). */
  warehouse?: string;
  packageId?: string;
  /** The ship request it bills (its lane is the reports' and the list filter's route). */
  shipRequestId?: string;
  /** Duty and VAT on the line, billed on top of `amountMinor` (and paid with it by card). */
  dutyMinor?: number;
  vatMinor?: number;
};

/**
 * An invoice issued through the ledger's `issueInvoice` (number, totals, balance, audit), with
 * one line; paid by card when asked, with a succeeded `payments` row and its transaction id, as
 * the payment's settlement leaves them. The tests of lists, credit notes and refunds start here.
 */
export async function buildOneLineInvoice(
  db: Db,
  {
    owner,
    kind = 'manual',
    amountMinor = 10_000,
    currency = 'USD',
    isPaidByCard = false,
    issuedAt = new Date(),
    dueAt,
    warehouse,
    packageId,
    shipRequestId,
    dutyMinor = 0,
    vatMinor = 0,
  }: BuildInvoiceOptions,
): Promise<InvoiceRow> {
  const warehouseId = warehouse ? await warehouseIdOf(db, warehouse) : null;
  const billedMinor = amountMinor + dutyMinor + vatMinor;
  return db.transaction(async (tx) => {
    let payment: { id: string; transactionId: string } | undefined;
    if (isPaidByCard) {
      const transactionId = `txn_${randomUUID()}`;
      const [row] = await tx
        .insert(schema.payments)
        .values({
          userId: owner.user.id,
          orderCode: `PAY-${randomUUID()}`,
          status: 'succeeded',
          amountMinor: billedMinor,
          currency,
          gateway: 'sandbox',
          transactionId,
          chargedTo: 'Visa •••• 4242',
          idempotencyKey: randomUUID(),
          settledAt: issuedAt,
        })
        .returning({ id: schema.payments.id });
      if (!row) {
        throw new Error('payment not created');
      }
      payment = { id: row.id, transactionId };
    }
    return issueInvoice(tx, {
      kind,
      userId: owner.user.id,
      currency,
      statement: { code: 'MANUAL' },
      billTo: {
        name: `${owner.user.firstName} ${owner.user.lastName}`,
        lines: [],
        countryCode: null,
        phone: null,
        email: owner.user.email,
        taxId: null,
      },
      warehouseId,
      shipRequestId: shipRequestId ?? null,
      lines: [
        {
          kind: 'charge',
          code: 'MANUAL',
          description: 'Test line',
          params: {},
          hsCode: null,
          quantity: 1,
          unitPriceMinor: amountMinor,
          totalPriceMinor: amountMinor,
          dutyMinor,
          dutyPercent: dutyMinor > 0 ? '5' : null,
          vatMinor,
          vatPercent: vatMinor > 0 ? '5' : null,
          exciseMinor: 0,
          packageId: packageId ?? null,
        },
      ],
      issuedAt,
      ...(dueAt === undefined ? {} : { dueAt }),
      doneBy: null,
      payments: payment
        ? [
            {
              paymentId: payment.id,
              method: 'card',
              amountMinor: billedMinor,
              responseCode: '00',
              responseText: 'Approved',
              transactionId: payment.transactionId,
              chargedTo: 'Visa •••• 4242',
              paidAt: issuedAt,
            },
          ]
        : [],
    });
  });
}
