import type { Db } from '@skyparcel/db';
import type { SendInvoiceCopyQuery } from '@skyparcel/domain/invoices';
import type { Locale } from '@skyparcel/domain/locale';
import { translate } from '@skyparcel/i18n';
import type { Clock } from '../../lib/clock';
import { recordAudit } from '../../modules/audit';
import { invoicePdf } from '../../modules/invoice-documents';
import type { InvoiceViewer } from '../../modules/invoices';
import { type Mailer, renderMail } from '../../modules/mail';
import { findViewerInvoice } from './find-viewer-invoice';

export type InvoiceMailDeps = {
  db: Db;
  mailer: Pick<Mailer, 'send' | 'worker'>;
  clock: Clock;
  publicUrl: string;
};

/**
 * Send a copy (spec sections 3 and 8): the invoice's stored PDF attached, to `to` with a copy to
 * `cc`, in the sender's language, queued in the outbox with an audit entry in one transaction.
 */
export async function sendInvoiceCopy(
  { db, mailer, clock, publicUrl }: InvoiceMailDeps,
  viewer: InvoiceViewer & { email: string },
  invoiceId: string,
  query: SendInvoiceCopyQuery,
  locale: Locale,
) {
  const invoice = await findViewerInvoice(db, viewer, invoiceId, locale, clock());
  const document = await invoicePdf(db, invoice, locale, { publicUrl });
  const t = (key: string, params?: Record<string, string>) =>
    translate(locale, `invoices.mail.${key}`, params);
  const kind = translate(locale, `invoices.kinds.${invoice.kind}`);
  await db.transaction(async (tx) => {
    await mailer.send(
      {
        to: query.to,
        cc: query.cc,
        replyTo: viewer.email,
        ...renderMail({
          locale,
          subject: t('subject', { number: invoice.number }),
          heading: t('subject', { number: invoice.number }),
          paragraphs: [t('body', { number: invoice.number, kind, name: invoice.billTo.name })],
        }),
        attachments: [
          {
            filename: document.filename,
            contentType: 'application/pdf',
            contentBase64: Buffer.from(document.pdf).toString('base64'),
          },
        ],
      },
      tx,
    );
    await recordAudit(tx, {
      actor: viewer.id,
      action: 'invoice.copy-sent',
      subject: viewer.id,
      detail: { invoiceId: invoice.id, number: invoice.number, cc: query.cc !== undefined },
    });
  });
}
