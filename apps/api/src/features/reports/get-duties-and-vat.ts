import {
  type DutiesAndVatReport,
  monthsOfRange,
  type ReportQuery,
} from '@skyparcel/domain/reports';
import type { SessionUser } from '../../plugins/auth';
import { sumPaidDutiesAndVat } from './report.repository';
import type { ReportDeps } from './report-deps';
import { reportCriteriaOf } from './report-scope';

/**
 * GET /reports/duties-and-vat: the duties and VAT paid on the invoices issued in the range, per
 * month and currency (every month of the range for each currency met), and their totals.
 */
export async function getDutiesAndVat(
  deps: ReportDeps,
  user: SessionUser,
  query: ReportQuery,
): Promise<DutiesAndVatReport> {
  const { criteria, range } = reportCriteriaOf(user, query, deps.clock());
  const rows = await sumPaidDutiesAndVat(deps.db, criteria);
  const currencies = [...new Set(rows.map((row) => row.currency))].sort();
  const months = monthsOfRange(range).flatMap((month) =>
    currencies.map((currency) => {
      const row = rows.find((found) => found.month === month && found.currency === currency);
      return { month, currency, dutiesMinor: row?.dutiesMinor ?? 0, vatMinor: row?.vatMinor ?? 0 };
    }),
  );
  const totals = currencies.map((currency) => {
    const ofCurrency = rows.filter((row) => row.currency === currency);
    return {
      currency,
      dutiesMinor: ofCurrency.reduce((sum, row) => sum + row.dutiesMinor, 0),
      vatMinor: ofCurrency.reduce((sum, row) => sum + row.vatMinor, 0),
    };
  });
  return { range, months, totals };
}
