import { matchLocale } from '@skyparcel/domain/locale';
import { money } from '@skyparcel/domain/money';
import { formatMoney, translate } from '@skyparcel/i18n';
import type { DbOrTx } from '../../lib/tx';
import { type Mailer, renderMail } from '../mail';
import { findUserById } from '../users';
import type { PaymentRow } from './payment.repository';

/**
 * The receipt of a succeeded payment (spec section 3, Payment): transaction id, the ship
 * requests paid, deliveries count, total, discounts and the card charged, in the customer's
 * language. Sent inside the settling transaction, so it is queued once with the paid state,
 * unless the customer turned payment e-mails off (issue 14); a receipt asked for again
 * (`to` given) always goes. The automatic one carries its unsubscribe link.
 */
export async function sendPaymentReceipt(
  db: DbOrTx,
  mailer: Pick<Mailer, 'send'> & Partial<Pick<Mailer, 'unsubscribeLinks'>>,
  payment: PaymentRow,
  /** What it paid: the requests' order numbers, and the invoices' numbers as such. */
  items: readonly { orderNumber: string }[],
  to?: { emailTo?: string; cc?: string | undefined },
) {
  const user = await findUserById(db, payment.userId);
  if (!user || (!to && !user.invoicePaymentEmails)) {
    return;
  }
  const locale = matchLocale(user.preferredLocale) ?? 'en-US';
  const t = (key: string, params?: Record<string, string>) =>
    translate(locale, `mail.paymentReceipt.${key}`, params);
  const amount = (minor: number) => formatMoney(money(minor, payment.currency), locale);
  await mailer.send(
    {
      to: to?.emailTo ?? user.email,
      cc: to?.cc,
      ...renderMail({
        locale,
        subject: t('subject', { orderCode: payment.orderCode }),
        heading: t('heading'),
        paragraphs: [t('body')],
        details: [
          [t('transactionId'), payment.transactionId ?? ''],
          [t('orderCode'), payment.orderCode],
          [t('shipRequests'), items.map((item) => item.orderNumber).join(', ')],
          [t('deliveriesCount'), String(items.length)],
          [t('deliveryTotalCost'), amount(payment.amountMinor)],
          [t('discounts'), amount(payment.discountsMinor)],
          [t('chargedTo'), payment.chargedTo ?? ''],
        ],
        unsubscribe:
          mailer.unsubscribeLinks && !to
            ? {
                label: translate(locale, 'mail.unsubscribe.payments'),
                url: `${mailer.unsubscribeLinks.urlFor(user.id, 'payments')}&lang=${locale}`,
              }
            : undefined,
      }),
    },
    db,
  );
}
