import { AppError } from '@skyparcel/domain/errors';
import type { InvoiceListScope } from '../../modules/invoices';
import type { SessionUser } from '../../plugins/auth';

/**
 * The company whose invoices a SHIPPER ADMIN sees (issue 13): their own company only, written
 * into every query's `where`. A SHIPPER ADMIN without a company has no company invoices to see.
 */
export function companyScopeOf(user: SessionUser): InvoiceListScope {
  if (user.role !== 'SHIPPER ADMIN' || user.companyId === null) {
    throw new AppError('FORBIDDEN');
  }
  return { kind: 'company', companyId: user.companyId };
}
