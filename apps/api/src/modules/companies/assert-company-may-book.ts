import type { Db } from '@skyparcel/db';
import { isTradeLicenseExpired } from '@skyparcel/domain/business';
import { AppError } from '@skyparcel/domain/errors';
import type { DbOrTx } from '../../lib/tx';
import { type CompanyRow, findCompany, findCompanyOfUser } from './company.repository';

function assertLicenseValid(company: CompanyRow | undefined, now: Date) {
  const expiresOn = company?.tradeLicenseExpiresOn;
  if (expiresOn && isTradeLicenseExpired(expiresOn, now)) {
    throw new AppError('TRADE_LICENSE_EXPIRED', { params: { date: expiresOn } });
  }
}

/**
 * Issue 15: a company whose trade license has expired books nothing new (EDI bookings, ship
 * requests) until a renewed license is on file: TRADE_LICENSE_EXPIRED (the date is kept in the
 * error's params for the log; a 403 text names nothing, issue 10).
 */
export async function assertCompanyMayBook(
  db: Db | DbOrTx,
  companyId: string,
  now: Date = new Date(),
): Promise<void> {
  assertLicenseValid(await findCompany(db, companyId), now);
}

/** The same rule for a user: an individual customer (no company) may always book. */
export async function assertUserCompanyMayBook(
  db: DbOrTx,
  userId: string,
  now: Date,
): Promise<void> {
  assertLicenseValid(await findCompanyOfUser(db, userId), now);
}
