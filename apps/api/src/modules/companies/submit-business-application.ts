import type { Readable } from 'node:stream';
import type { Db } from '@skyparcel/db';
import { type BusinessApplicationBody, isTradeLicenseExpired } from '@skyparcel/domain/business';
import { AppError } from '@skyparcel/domain/errors';
import type { Clock } from '../../lib/clock';
import { recordAudit } from '../audit';
import type { FileStore } from '../files';
import { findAirportByCode } from '../reference';
import {
  type BusinessApplicationRow,
  findLatestApplicationOf,
  insertBusinessApplication,
} from './business-application.repository';
import { withStoredLicenseDocument } from './store-license-document';

const ONE_PENDING_INDEX = 'business_applications_one_pending_per_applicant';

export type BusinessApplicant = {
  id: string;
  companyId: string | null;
  actingAdminId: string | null;
};

function invalid(field: string, key: string) {
  return new AppError('VALIDATION_FAILED', { fields: { [field]: key } });
}

/**
 * POST /business-account (issue 15): the business signup of a signed-in customer. The rules the
 * body cannot check alone come first (one waiting application, no company yet, a license still
 * valid, a known airport, whose primary city is stored), then the license document is sniffed and
 * stored privately (pdf, jpg, png; 5 MB), then the row and its audit are written together. A
 * failed insert removes the stored file again.
 */
export async function submitBusinessApplication(
  deps: { db: Db; clock: Clock },
  store: FileStore,
  applicant: BusinessApplicant,
  body: BusinessApplicationBody,
  upload: { originalName: string; source: Readable },
): Promise<BusinessApplicationRow> {
  const { db } = deps;
  const refuse = (error: AppError) => {
    upload.source.resume();
    return error;
  };
  if (applicant.companyId) {
    throw refuse(new AppError('ALREADY_BUSINESS_ACCOUNT'));
  }
  if ((await findLatestApplicationOf(db, applicant.id))?.application.status === 'pending') {
    throw refuse(new AppError('BUSINESS_APPLICATION_EXISTS'));
  }
  if (isTradeLicenseExpired(body.tradeLicenseExpiresOn, deps.clock())) {
    throw refuse(invalid('tradeLicenseExpiresOn', 'validation.business.tradeLicenseExpired'));
  }
  const airport = await findAirportByCode(db, body.airportCode);
  if (!airport) {
    throw refuse(invalid('airportCode', 'validation.business.airport'));
  }

  return withStoredLicenseDocument(
    store,
    upload,
    (document) =>
      db.transaction(async (tx) => {
        const row = await insertBusinessApplication(tx, {
          ...body,
          ...document,
          applicantUserId: applicant.id,
          billing: body.billing ?? body.shipping,
          airportCode: airport.code,
          primaryCity: airport.primaryCity,
        });
        await recordAudit(tx, {
          actor: applicant.actingAdminId ?? applicant.id,
          action: 'business-application.submit',
          subject: applicant.id,
          detail: { applicationId: row.id, companyName: row.companyName },
        });
        return row;
      }),
    { index: ONE_PENDING_INDEX, error: new AppError('BUSINESS_APPLICATION_EXISTS') },
  );
}
