import type { Db } from '@skyparcel/db';
import { AppError } from '@skyparcel/domain/errors';
import type { SetUserIdentificationBody } from '@skyparcel/domain/profile';
import { recordAudit } from '../audit';
import { lockUserById } from '../users';
import { type IdentityRow, lockIdentity, updateIdentity } from './identity.repository';

/** Who changes an identity: the customer, perhaps through an operator's admin return. */
export type IdentityCaller = { id: string; actingAdminId: string | null };

/** The last four characters only: the audit trail need not hold whole ID numbers. */
export function maskIdNumber(number: string | null): string | null {
  return number ? `…${number.slice(-4)}` : null;
}

/**
 * PUT /UserProfile/set-user-identification (issue 14, decision 047): the passport or national
 * ID, already checked by its country's format. Customs match the ID against the name and date
 * of birth, so an account without a date of birth is refused (IDENTITY_INCOMPLETE). A changed
 * ID goes back to pending for staff, whatever was decided before; the same ID again changes
 * nothing.
 */
export async function setUserIdentification(
  db: Db,
  caller: IdentityCaller,
  body: SetUserIdentificationBody,
): Promise<IdentityRow> {
  return db.transaction(async (tx) => {
    const user = await lockUserById(tx, caller.id);
    if (!user) {
      throw new AppError('USER_NOT_FOUND');
    }
    if (!user.dateOfBirth) {
      throw new AppError('IDENTITY_INCOMPLETE', { fields: { dateOfBirth: 'validation.required' } });
    }
    const before = await lockIdentity(tx, caller.id);
    if (
      before.documentType === body.documentType &&
      before.issuingCountryCode === body.issuingCountryCode &&
      before.number === body.number
    ) {
      return before;
    }
    const after = await updateIdentity(tx, caller.id, {
      documentType: body.documentType,
      issuingCountryCode: body.issuingCountryCode,
      number: body.number,
      status: 'pending',
      rejectionReason: null,
      reviewedBy: null,
      reviewedAt: null,
    });
    await recordAudit(tx, {
      actor: caller.actingAdminId ?? caller.id,
      action: 'identity.set-identification',
      subject: caller.id,
      detail: {
        before: { ...auditFacts(before) },
        after: { ...auditFacts(after) },
      },
    });
    return after;
  });
}

function auditFacts(row: IdentityRow) {
  return {
    documentType: row.documentType,
    issuingCountryCode: row.issuingCountryCode,
    number: maskIdNumber(row.number),
    status: row.status,
  };
}
