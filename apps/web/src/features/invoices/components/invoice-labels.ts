import type { InvoiceKind, InvoiceLineDto, InvoicePaymentStatus } from '@skyparcel/domain/invoices';
import type { TranslateFunction } from '@/lib/i18n';

/** How each payment state looks in lists and on the page. */
export const STATUS_TONE: Record<InvoicePaymentStatus, 'success' | 'warning' | 'danger' | 'info'> =
  {
    paid: 'success',
    partially_paid: 'info',
    unpaid: 'warning',
    overdue: 'danger',
  };

/** Each kind its own tone, so shipping, return, service and credit rows stand apart. */
export const KIND_TONE: Record<InvoiceKind, 'neutral' | 'info' | 'warning' | 'success'> = {
  shipping: 'info',
  shipping_additional: 'warning',
  service: 'neutral',
  return: 'neutral',
  manual: 'neutral',
  credit_note: 'success',
};

/** A line as the PDF names it: the code's words, and the line's own text after them. */
export function describeLine(line: InvoiceLineDto, t: TranslateFunction): string {
  const name = t(`invoices.lines.${line.code}`);
  if (!line.description) {
    return name;
  }
  return line.kind === 'goods' ? line.description : `${name}: ${line.description}`;
}
