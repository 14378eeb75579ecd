import type { Db } from '@skyparcel/db';
import type { InvoiceLine } from '@skyparcel/domain/invoices';
import { formatPackageNumber } from '@skyparcel/domain/packages';
import { issueInvoice } from '../invoices';
import { findUserById } from '../users';
import { groupByPackage } from './group-by-package';
import {
  findUnbilledStorageCustomers,
  lockUnbilledStorageDays,
  markStorageDaysBilled,
} from './storage-fee-day.repository';

/** The first moment of `now`'s month (UTC): days completed before it are billed in it. */
export function startOfMonthUtc(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

type LockedDay = Awaited<ReturnType<typeof lockUnbilledStorageDays>>[number];

/** One line per package: its days as the line's quantity and params, at the daily fee. */
function storageLine(days: readonly LockedDay[]): InvoiceLine {
  const [first] = days;
  const last = days.at(-1);
  const totalMinor = days.reduce((sum, day) => sum + day.amountMinor, 0);
  // A fee that changed during the month: one unit of the total rather than a wrong unit price.
  const isOneFee = days.every((day) => day.amountMinor === first?.amountMinor);
  return {
    kind: 'charge',
    code: 'STORAGE',
    description: null,
    params: {
      packageNumber: formatPackageNumber(first?.packageNumber ?? 0),
      days: days.length,
      fromDay: first?.dayNumber ?? 0,
      toDay: last?.dayNumber ?? 0,
    },
    hsCode: null,
    quantity: isOneFee ? days.length : 1,
    unitPriceMinor: isOneFee ? (first?.amountMinor ?? 0) : totalMinor,
    totalPriceMinor: totalMinor,
    dutyMinor: 0,
    dutyPercent: null,
    vatMinor: 0,
    vatPercent: null,
    exciseMinor: 0,
    packageId: first?.packageId ?? null,
  };
}

/**
 * The monthly storage invoice (issue 13): each customer's chargeable days of packages still in
 * storage, completed before this month, on one `service` invoice per currency with a line per
 * package. The days are locked, billed and linked to the invoice in one transaction, so a pass
 * run twice (or by two processes) bills each day once. Packages that left with a ship request
 * are not billed here: their quote's STORAGE line counted the days no invoice had billed.
 */
export async function billStoredPackages(deps: { db: Db; now: Date }): Promise<number> {
  const before = startOfMonthUtc(deps.now);
  const month = new Date(before.getTime() - 1).toISOString().slice(0, 7);
  const customers = await findUnbilledStorageCustomers(deps.db, before);
  let issued = 0;
  for (const { userId, currency } of customers) {
    if (userId === null) {
      continue;
    }
    const invoice = await deps.db.transaction(async (tx) => {
      const days = await lockUnbilledStorageDays(tx, userId, currency, before);
      const customer = await findUserById(tx, userId);
      if (days.length === 0 || !customer) {
        return undefined;
      }
      // Locked in package id order; the invoice lists the packages by number.
      const byPackage = groupByPackage(days).sort(
        (a, b) => (a[0]?.packageNumber ?? 0) - (b[0]?.packageNumber ?? 0),
      );
      const warehouses = new Set(days.map((day) => day.warehouseId));
      const billed = await issueInvoice(tx, {
        kind: 'service',
        userId,
        currency,
        statement: { code: 'STORAGE', params: { month } },
        billTo: {
          name: [customer.firstName, customer.lastName].join(' '),
          lines: [],
          countryCode: null,
          phone: null,
          email: customer.email,
          taxId: null,
        },
        warehouseId: warehouses.size === 1 ? (days[0]?.warehouseId ?? null) : null,
        lines: byPackage.map(storageLine),
        issuedAt: deps.now,
        doneBy: null,
      });
      await markStorageDaysBilled(tx, days, billed.id);
      return billed;
    });
    if (invoice) {
      issued += 1;
    }
  }
  return issued;
}
