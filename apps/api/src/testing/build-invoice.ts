import type { Db } from '@skyparcel/db';
import type { InvoiceLine } from '@skyparcel/domain/invoices';
import { type IssueInvoiceInput, issueInvoice } from '../modules/invoices';
import { warehouseIdOf } from './build-user';

/** A charge line of `amountMinor`; override what a case needs (goods, a package, duty). */
export function invoiceLine(overrides: Partial<InvoiceLine> = {}): InvoiceLine {
  const amount = overrides.totalPriceMinor ?? 2_500;
  return {
    kind: 'charge',
    code: 'MANUAL',
    description: null,
    params: {},
    hsCode: null,
    quantity: 1,
    unitPriceMinor: amount,
    totalPriceMinor: amount,
    dutyMinor: 0,
    dutyPercent: null,
    vatMinor: 0,
    vatPercent: null,
    exciseMinor: 0,
    packageId: null,
    ...overrides,
  };
}

export type BuildInvoiceOptions = Partial<Omit<IssueInvoiceInput, 'userId' | 'warehouseId'>> & {
  /** The warehouse's code ('US-DE'); null for an invoice of no warehouse. */
  warehouse?: string | null;
};

/**
 * An issued invoice of the customer through the ledger's own `issueInvoice` (decision 050's
 * tests): a service invoice at US-DE issued now, unpaid, unless told otherwise.
 */
export async function buildInvoice(db: Db, userId: string, options: BuildInvoiceOptions = {}) {
  const { warehouse = 'US-DE', ...values } = options;
  const warehouseId = warehouse === null ? null : await warehouseIdOf(db, warehouse);
  return db.transaction((tx) =>
    issueInvoice(tx, {
      kind: 'service',
      userId,
      currency: 'USD',
      statement: { code: 'SERVICE' },
      billTo: {
        name: 'Sara Nasser',
        lines: ['Block 3', 'Salmiya'],
        countryCode: 'KW',
        phone: null,
        email: null,
        taxId: null,
      },
      lines: [invoiceLine()],
      issuedAt: new Date(),
      doneBy: null,
      warehouseId,
      ...values,
    }),
  );
}
