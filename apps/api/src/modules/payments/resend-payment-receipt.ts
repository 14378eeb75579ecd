import type { Db } from '@skyparcel/db';
import { AppError } from '@skyparcel/domain/errors';
import type { ReceiptEmailBody } from '@skyparcel/domain/payments';
import { recordAudit } from '../audit';
import type { Mailer } from '../mail';
import type { Viewer } from '../users';
import { findOwnedPayment, listPaymentItems, paymentExists } from './payment.repository';
import { sendPaymentReceipt } from './payment-receipt';

/**
 * Payment confirmation by paymentId (spec section 7): the receipt of a succeeded payment again,
 * to `emailTo` with a copy to `cc`. Another customer's payment answers 403.
 */
export async function resendPaymentReceipt(
  { db, mailer }: { db: Db; mailer: Pick<Mailer, 'send'> },
  viewer: Viewer,
  paymentId: string,
  body: ReceiptEmailBody,
) {
  const payment = await findOwnedPayment(db, viewer, { id: paymentId });
  if (!payment) {
    throw new AppError(
      (await paymentExists(db, { id: paymentId })) ? 'RESOURCE_FORBIDDEN' : 'PAYMENT_NOT_FOUND',
    );
  }
  if (payment.status !== 'succeeded') {
    throw new AppError('PAYMENT_NOT_PAID');
  }
  const items = await listPaymentItems(db, payment.id);
  await db.transaction(async (tx) => {
    await sendPaymentReceipt(tx, mailer, payment, items, { emailTo: body.emailTo, cc: body.cc });
    await recordAudit(tx, {
      actor: viewer.id,
      action: 'payment.receipt-resend',
      subject: payment.userId,
      detail: { paymentId, cc: body.cc !== undefined },
    });
  });
}
