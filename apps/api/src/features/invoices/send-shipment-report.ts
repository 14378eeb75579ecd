import type { MailAttachment } from '@skyparcel/db/schema';
import { AppError } from '@skyparcel/domain/errors';
import type { SendInvoiceCopyQuery } from '@skyparcel/domain/invoices';
import type { Locale } from '@skyparcel/domain/locale';
import { isOrderNumber } from '@skyparcel/domain/ship-requests';
import { translate } from '@skyparcel/i18n';
import { recordAudit } from '../../modules/audit';
import { invoicePdf } from '../../modules/invoice-documents';
import type { InvoiceViewer } from '../../modules/invoices';
import { renderMail } from '../../modules/mail';
import { findViewerInvoice } from './find-viewer-invoice';
import { findOrderInvoices } from './invoice-history.repository';
import type { InvoiceMailDeps } from './send-invoice-copy';

/**
 * GET /Report (spec sections 3 and 7): the shipment report of one of the customer's ship
 * requests, by its order number, e-mailed to `to` (and `cc`): its state and air waybill, and its
 * invoices' PDFs attached. Another customer's order or an unknown one answers
 * SHIP_REQUEST_NOT_FOUND alike.
 */
export async function sendShipmentReport(
  { db, mailer, clock, publicUrl }: InvoiceMailDeps,
  viewer: InvoiceViewer & { email: string },
  orderCode: string,
  query: SendInvoiceCopyQuery,
  locale: Locale,
) {
  const code = orderCode.trim().toUpperCase();
  const rows = isOrderNumber(code)
    ? await findOrderInvoices(db, viewer.id, Number(code.slice(3)))
    : [];
  const [first] = rows;
  if (!first) {
    throw new AppError('SHIP_REQUEST_NOT_FOUND', { params: { id: code } });
  }
  const now = clock();
  const attachments: MailAttachment[] = [];
  for (const { invoiceId } of rows) {
    if (invoiceId !== null) {
      const invoice = await findViewerInvoice(db, viewer, invoiceId, locale, now);
      const document = await invoicePdf(db, invoice, locale, { publicUrl });
      attachments.push({
        filename: document.filename,
        contentType: 'application/pdf',
        contentBase64: Buffer.from(document.pdf).toString('base64'),
      });
    }
  }
  const t = (key: string, params?: Record<string, string>) =>
    translate(locale, `invoices.mail.${key}`, params);
  const status = translate(locale, `suite.request.status.${first.status}`);
  await db.transaction(async (tx) => {
    await mailer.send(
      {
        to: query.to,
        cc: query.cc,
        replyTo: viewer.email,
        ...renderMail({
          locale,
          subject: t('reportSubject', { order: code }),
          heading: t('reportSubject', { order: code }),
          paragraphs: [
            t('reportBody', { order: code, status, awb: first.airWaybillNumber ?? '-' }),
          ],
        }),
        attachments,
      },
      tx,
    );
    await recordAudit(tx, {
      actor: viewer.id,
      action: 'ship-request.report-sent',
      subject: viewer.id,
      detail: { shipRequestId: first.shipRequestId, invoices: attachments.length },
    });
  });
}
