import type { Readable } from 'node:stream';
import type { Db } from '@skyparcel/db';
import {
  isTradeLicenseExpired,
  isTradeLicenseRenewable,
  type TradeLicenseRenewalBody,
} from '@skyparcel/domain/business';
import { AppError } from '@skyparcel/domain/errors';
import type { Clock } from '../../lib/clock';
import { recordAudit } from '../audit';
import type { FileStore } from '../files';
import { findCompany } from './company.repository';
import { withStoredLicenseDocument } from './store-license-document';
import {
  findLatestRenewalOfCompany,
  insertTradeLicenseRenewal,
  type TradeLicenseRenewalRow,
} from './trade-license-renewal.repository';

const ONE_PENDING_INDEX = 'trade_license_renewals_one_pending_per_company';

export type RenewingAdmin = { id: string; companyId: string; actingAdminId: string | null };

/**
 * POST /business-account/trade-license/renewals (issue 15, decision 052): a company's SHIPPER
 * ADMIN sends the renewed license once the old one expires within 30 days or has expired; it
 * waits for an operator. The rules come before a byte is stored (one waiting renewal per
 * company, a renewable license, a new expiry still valid), then the document is sniffed and
 * stored privately as the signup's is, then the row and its audit are written together.
 */
export async function submitTradeLicenseRenewal(
  deps: { db: Db; clock: Clock },
  store: FileStore,
  admin: RenewingAdmin,
  body: TradeLicenseRenewalBody,
  upload: { originalName: string; source: Readable },
): Promise<TradeLicenseRenewalRow> {
  const { db } = deps;
  const now = deps.clock();
  const refuse = (error: AppError) => {
    upload.source.resume();
    return error;
  };
  const company = await findCompany(db, admin.companyId);
  if (!company) {
    throw refuse(new AppError('FORBIDDEN'));
  }
  if ((await findLatestRenewalOfCompany(db, company.id))?.renewal.status === 'pending') {
    throw refuse(new AppError('TRADE_LICENSE_RENEWAL_EXISTS'));
  }
  // A company made before licenses were kept has none on file: it may put one there.
  const expiresOn = company.tradeLicenseExpiresOn;
  if (expiresOn && !isTradeLicenseRenewable(expiresOn, now)) {
    throw refuse(new AppError('TRADE_LICENSE_NOT_RENEWABLE'));
  }
  if (isTradeLicenseExpired(body.tradeLicenseExpiresOn, now)) {
    throw refuse(
      new AppError('VALIDATION_FAILED', {
        fields: { tradeLicenseExpiresOn: 'validation.business.tradeLicenseExpired' },
      }),
    );
  }

  return withStoredLicenseDocument(
    store,
    upload,
    (document) =>
      db.transaction(async (tx) => {
        const row = await insertTradeLicenseRenewal(tx, {
          ...body,
          ...document,
          companyId: company.id,
          submittedBy: admin.id,
        });
        await recordAudit(tx, {
          actor: admin.actingAdminId ?? admin.id,
          action: 'trade-license-renewal.submit',
          subject: admin.id,
          detail: {
            renewalId: row.id,
            companyId: company.id,
            tradeLicenseNumber: row.tradeLicenseNumber,
            tradeLicenseExpiresOn: row.tradeLicenseExpiresOn,
          },
        });
        return row;
      }),
    { index: ONE_PENDING_INDEX, error: new AppError('TRADE_LICENSE_RENEWAL_EXISTS') },
  );
}
