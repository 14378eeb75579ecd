import type { Db } from '@skyparcel/db';
import { ManualInvoiceBodySchema } from '@skyparcel/domain/invoices';
import type { Clock } from '../../lib/clock';
import { listInvoicesOf } from '../../modules/invoices';
import { DEMO_ACCOUNTS, findUserByEmail } from '../../modules/users';
import { issueManualInvoice } from './issue-manual-invoice';
import { issueOperatorCreditNote } from './issue-operator-credit-note';

/**
 * The business company's demo invoices (README walk-through, decision 051): the demo admin bills
 * the company's SHIPPER two manual invoices through the operators' own use cases, and credits
 * the second in full, so the SHIPPER ADMIN's Invoices page has an unpaid and a settled one.
 * Once: a demo user who has invoices already is left as they are.
 */
export async function seedDemoInvoices(deps: { db: Db; clock: Clock }) {
  const emailOf = (role: string) => DEMO_ACCOUNTS.find((account) => account.role === role)?.email;
  const adminEmail = emailOf('ADMIN');
  const shipperEmail = emailOf('SHIPPER');
  const admin = adminEmail ? await findUserByEmail(deps.db, adminEmail) : undefined;
  const shipper = shipperEmail ? await findUserByEmail(deps.db, shipperEmail) : undefined;
  if (!admin || !shipper) {
    return;
  }
  const viewer = { id: shipper.id, role: shipper.role, companyId: null };
  if ((await listInvoicesOf(deps.db, viewer, { pageSize: 1 })).length > 0) {
    return;
  }
  const operator = { id: admin.id };
  await issueManualInvoice(
    deps,
    operator,
    ManualInvoiceBodySchema.parse({
      customer: shipper.email,
      currency: 'USD',
      reason: 'Customs paperwork for the March import',
      lines: [{ description: 'Customs paperwork', quantity: 1, unitPrice: 25 }],
    }),
  );
  const repacking = await issueManualInvoice(
    deps,
    operator,
    ManualInvoiceBodySchema.parse({
      customer: shipper.email,
      currency: 'USD',
      reason: 'Repacking into two boxes',
      lines: [{ description: 'Repacking', quantity: 1, unitPrice: 12.5 }],
    }),
  );
  await issueOperatorCreditNote(deps, operator, repacking.id, {
    amount: 12.5,
    reason: 'Repacking was our mistake',
  });
}
