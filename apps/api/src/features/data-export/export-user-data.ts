import type { Db } from '@skyparcel/db';
import { recordAudit } from '../../modules/audit';
import type { SessionUser } from '../../plugins/auth';
import { findUserDataForExport } from './data-export.repository';

/**
 * The caller's data export (issue 14, decision 048): everything the portal holds about them,
 * only their own, as one JSON document; the export itself is audited.
 */
export async function exportUserData(db: Db, user: SessionUser, now: Date) {
  const data = await findUserDataForExport(db, user.id);
  await recordAudit(db, { actor: user.id, action: 'user.export-data', subject: user.id });
  return { exportedAt: now.toISOString(), ...data };
}
