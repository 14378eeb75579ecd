import {
  INVOICE_AGES,
  type OutstandingInvoicesReport,
  type ReportQuery,
} from '@skyparcel/domain/reports';
import type { SessionUser } from '../../plugins/auth';
import { sumOutstandingByAge } from './report.repository';
import type { ReportDeps } from './report-deps';
import { reportCriteriaOf } from './report-scope';

/**
 * GET /reports/outstanding-invoices: the invoices issued in the range and still owed, per
 * currency, with what is overdue and every age bucket listed (not due first).
 */
export async function getOutstandingInvoices(
  deps: ReportDeps,
  user: SessionUser,
  query: ReportQuery,
): Promise<OutstandingInvoicesReport> {
  const now = deps.clock();
  const { criteria, range } = reportCriteriaOf(user, query, now);
  const rows = await sumOutstandingByAge(deps.db, criteria, now);
  const currencies = [...new Set(rows.map((row) => row.currency))].sort().map((currency) => {
    const ages = INVOICE_AGES.map((age) => {
      const row = rows.find((found) => found.currency === currency && found.age === age);
      return { age, invoices: row?.invoices ?? 0, outstandingMinor: row?.outstandingMinor ?? 0 };
    });
    const sum = (pick: (age: (typeof ages)[number]) => number, of = ages) =>
      of.reduce((total, age) => total + pick(age), 0);
    return {
      currency,
      invoices: sum((age) => age.invoices),
      outstandingMinor: sum((age) => age.outstandingMinor),
      overdueMinor: sum(
        (age) => age.outstandingMinor,
        ages.filter((age) => age.age !== 'notDue'),
      ),
      ages,
    };
  });
  return { range, currencies };
}
