import type { Db } from '@skyparcel/db';
import type { Locale } from '@skyparcel/domain/locale';
import { translate } from '@skyparcel/i18n';
import { recordAudit } from '../../modules/audit';
import {
  findIdentity,
  listIdentityDocuments,
  presentIdentification,
  presentIdentityDocument,
} from '../../modules/identity';
import type { SessionUser } from '../../plugins/auth';
import { findUserDataForExport } from './data-export.repository';

/**
 * The caller's data export (issue 14, decision 048): everything the portal holds about them,
 * only their own, as one JSON document; the export itself is audited. The identity is the
 * owner's view of it (decision 047); its scans are listed, not embedded: a JSON file of
 * base64 passports would travel far more widely than the portal's private store.
 */
export async function exportUserData(db: Db, user: SessionUser, now: Date, locale: Locale) {
  const [data, identity, scans] = await Promise.all([
    findUserDataForExport(db, user.id),
    findIdentity(db, user.id),
    listIdentityDocuments(db, user.id),
  ]);
  await recordAudit(db, { actor: user.id, action: 'user.export-data', subject: user.id });
  const { profile, ...rest } = data;
  return {
    exportedAt: now.toISOString(),
    profile,
    identity: {
      ...presentIdentification(identity),
      documents: scans.map((scan) => presentIdentityDocument(scan, 'owner')),
      documentsNote: translate(locale, 'profilePage.yourData.scansListed'),
    },
    ...rest,
  };
}
