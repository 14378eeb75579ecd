import { formatPackageNumber } from '@skyparcel/domain/packages';
import type { DbOrTx } from '../../lib/tx';
import { insertNotification } from './notification.repository';

/**
 * The header's notification that a package's ship request is paid (decision 039), one per
 * package, written in the settling transaction so a payment notifies once. The e-mail is the
 * payment's receipt, so this one sends none.
 */
export async function notifyPaymentReceived(
  tx: DbOrTx,
  paid: { userId: string; orderNumber: string; packages: { id: string; number: number }[] },
  now: Date,
) {
  for (const pkg of paid.packages) {
    await insertNotification(
      tx,
      {
        userId: paid.userId,
        kind: 'payment_received',
        packageId: pkg.id,
        params: { number: formatPackageNumber(pkg.number), orderNumber: paid.orderNumber },
      },
      now,
    );
  }
}
