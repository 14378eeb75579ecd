import type { Db } from '@skyparcel/db';
import type { UnsubscribeKind } from '@skyparcel/domain/customer-profile';
import { AppError } from '@skyparcel/domain/errors';
import { recordAudit } from '../../modules/audit';
import type { UnsubscribeLinks } from '../../modules/mail';
import { updateUser } from '../../modules/users';

/** The user's column each kind's link turns off. */
const TURN_OFF = {
  offers: { receiveOffersAndPromotions: false },
  status: { shipmentStatusEmails: false },
  payments: { invoicePaymentEmails: false },
} as const satisfies Record<UnsubscribeKind, object>;

/**
 * An e-mail's unsubscribe link, followed without signing in (issue 14, decision 048): the
 * signed token names the user and the kind, which is turned off. Doing it twice is harmless; a
 * token we did not sign, or for a user who is gone, is refused the same way.
 */
export async function unsubscribeByLink(
  { db, links }: { db: Db; links: UnsubscribeLinks },
  token: string,
  /** How it came: the page's button, or a mail client's RFC 8058 one-click POST. */
  by: 'email_link' | 'one_click' = 'email_link',
): Promise<UnsubscribeKind> {
  const signed = links.read(token);
  if (!signed) {
    throw new AppError('UNSUBSCRIBE_LINK_INVALID');
  }
  return db.transaction(async (tx) => {
    const changed = await updateUser(tx, signed.userId, TURN_OFF[signed.kind]);
    if (!changed) {
      throw new AppError('UNSUBSCRIBE_LINK_INVALID');
    }
    await recordAudit(tx, {
      actor: signed.userId,
      action: 'user.unsubscribe',
      subject: signed.userId,
      detail: { kind: signed.kind, by },
    });
    return signed.kind;
  });
}
