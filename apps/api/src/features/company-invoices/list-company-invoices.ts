import type { Db } from '@skyparcel/db';
import type {
  CompanyInvoiceQuery,
  InvoiceListFilter,
  InvoiceListPage,
} from '@skyparcel/domain/invoices';
import type { Clock } from '../../lib/clock';
import {
  findInvoiceListPage,
  type InvoiceListCriteria,
  presentInvoiceListRow,
} from '../../modules/invoices';
import type { SessionUser } from '../../plugins/auth';
import { companyScopeOf } from './company-scope';

type Deps = { db: Db; clock: Clock };

const PAGE_SIZE = 20;

/**
 * GET /Invoices/skec (SHIPPER ADMIN): the company's invoices through the spec's filter, with
 * the billed, outstanding and paid totals of everything the filter matches.
 */
export function listCompanyInvoices(
  deps: Deps,
  user: SessionUser,
  filter: InvoiceListFilter,
): Promise<InvoiceListPage> {
  const { page, pageSize, ...criteria } = filter;
  return companyInvoicePage(deps, user, criteria, { page, pageSize });
}

/** GET /invoices (SHIPPER ADMIN): the spec's short query (warehouse, DateFrom, keyword, page). */
export function listCompanyInvoicesByKeyword(
  deps: Deps,
  user: SessionUser,
  query: CompanyInvoiceQuery,
): Promise<InvoiceListPage> {
  return companyInvoicePage(
    deps,
    user,
    {
      invoiceOrderId: query.keyword || undefined,
      warehouseId: query.warehouseId,
      dateFrom: query.DateFrom,
    },
    { page: query.page, pageSize: PAGE_SIZE },
  );
}

async function companyInvoicePage(
  deps: Deps,
  user: SessionUser,
  criteria: InvoiceListCriteria,
  paging: { page: number; pageSize: number },
): Promise<InvoiceListPage> {
  const scope = companyScopeOf(user);
  const now = deps.clock();
  const result = await findInvoiceListPage(deps.db, scope, criteria, paging, now);
  return {
    items: result.rows.map((row) => presentInvoiceListRow(row, now)),
    total: result.total,
    ...paging,
    totals: result.totals,
  };
}
