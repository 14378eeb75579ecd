import type { Db } from '@skyparcel/db';
import type { CommunicationPreferences } from '@skyparcel/domain/customer-profile';
import { recordAudit } from '../../modules/audit';
import { lockUserById, updateUser } from '../../modules/users';
import type { SessionUser } from '../../plugins/auth';
import { presentCommunicationPreferences } from './communication-preferences.presenter';

/**
 * PUT /UserProfile/set-cummunication-preferences (issue 14): the e-mail kinds (latest offers,
 * shipment status, payment receipts), on the caller's own row, audited with before and after in one transaction.
 */
export async function setCommunicationPreferences(
  db: Db,
  user: SessionUser,
  body: CommunicationPreferences,
): Promise<CommunicationPreferences> {
  return db.transaction(async (tx) => {
    const before = await lockUserById(tx, user.id);
    const after = await updateUser(tx, user.id, {
      receiveOffersAndPromotions: body.receiveOffersAndPromotionsFlag,
      shipmentStatusEmails: body.shipmentStatusEmails,
      invoicePaymentEmails: body.invoicePaymentEmails,
    });
    if (!before || !after) {
      throw new Error(`the signed-in user ${user.id} has no row`);
    }
    await recordAudit(tx, {
      actor: user.id,
      action: 'user.set-communication-preferences',
      subject: user.id,
      detail: {
        before: presentCommunicationPreferences(before),
        after: presentCommunicationPreferences(after),
      },
    });
    return presentCommunicationPreferences(after);
  });
}
