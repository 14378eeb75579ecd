import {
  hasReturnCustomsNote,
  INVOICE_LINES_PER_PAGE,
  type InvoiceDto,
} from '@skyparcel/domain/invoices';
import { formatMoney } from '@skyparcel/i18n/format-money';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { AppLink } from '@/components/ui/app-link';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { DataTable } from '@/components/ui/data-table';
import { PageNavigation } from '@/components/ui/page-navigation';
import { paths } from '@/config/paths';
import { formatDateTime, formatMeasure, formatNumber } from '@/lib/format';
import { useLocale, useTranslation } from '@/lib/i18n';
import { downloadInvoicePdf } from '../api/download-invoice-pdf';
import { describeLine, KIND_TONE, STATUS_TONE } from './invoice-labels';
import { SendCopyForm } from './send-copy-form';
import '../invoices.css';

type Line = InvoiceDto['lines'][number];
type Payment = InvoiceDto['payments'][number];
type TotalKey =
  | 'commercialInvoice'
  | 'freight'
  | 'otherCharges'
  | 'duties'
  | 'vat'
  | 'excise'
  | 'discounts'
  | 'billed'
  | 'creditApplied'
  | 'paid'
  | 'credited'
  | 'outstanding';

export type InvoiceViewProps = {
  invoice: InvoiceDto;
  /** Which page of its lines `invoice.lines` holds (INVOICE_LINES_PER_PAGE a page). */
  linesPage?: number;
  onLinesPage?: (page: number) => void;
};

/**
 * One invoice as the tax invoice PDF shows it (issue 13): number, kind, statement, dates, done
 * by, bill-to, lines with HS code, duty and VAT, the totals, the payments and what is still owed;
 * Pay now while something is, Download PDF, Send a copy, and at the foot the customs note of
 * service and return invoices (spec section 9: AED 300) and the FAQs link.
 */
export function InvoiceView({ invoice, linesPage = 1, onLinesPage }: InvoiceViewProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [downloadFailed, setDownloadFailed] = useState(false);
  const [isDownloading, setIsDownloading] = useState(false);
  const money = (amountMinor: number) =>
    formatMoney({ amountMinor, currency: invoice.currency }, locale);
  const date = (value: string | null) => (value ? formatDateTime(value, locale) : null);
  const withPercent = (amount: number, percent: string | null) =>
    percent === null ? money(amount) : `${money(amount)} (${percent}%)`;
  const weight = ({ amount, unit }: { amount: number; unit: 'Kg' | 'Lb' }) =>
    formatMeasure(amount, unit === 'Lb' ? 'pound' : 'kilogram', locale);
  const count = (value: number) => formatNumber(value, locale, 0);
  const { cargo } = invoice;

  const details: [string, string | null][] = [
    [t('invoices.fields.number'), invoice.number],
    [t('invoices.fields.statement'), invoice.statement],
    [t('invoices.fields.issuedAt'), date(invoice.issuedAt)],
    [t('invoices.fields.importedAt'), date(invoice.importedAt)],
    [t('invoices.fields.dueAt'), date(invoice.dueAt)],
    [t('invoices.fields.doneBy'), invoice.doneBy ?? t('invoices.fields.system')],
    [t('invoices.fields.reason'), invoice.reason],
    [t('invoices.fields.warehouse'), invoice.warehouse?.code ?? null],
    [t('invoices.fields.orderNumber'), invoice.shipRequest?.orderNumber ?? null],
    [t('invoices.fields.airWaybill'), invoice.shipRequest?.airWaybillNumber ?? null],
    // An EDI booking's shipments, pallets and weights, as its PDF prints them (decision 061).
    [t('invoices.fields.shipments'), cargo && count(cargo.shipmentCount)],
    [t('invoices.fields.boxes'), cargo && count(cargo.boxCount)],
    [t('invoices.fields.pallets'), cargo?.palletCount ? count(cargo.palletCount) : null],
    [t('invoices.fields.dimWeight'), cargo && weight(cargo.dimWeight)],
    [t('invoices.fields.volWeight'), cargo && weight(cargo.volWeight)],
    [t('invoices.fields.creditsInvoice'), invoice.creditsInvoice?.number ?? null],
    [
      t('invoices.fields.creditNotes'),
      invoice.creditNotes.length > 0
        ? invoice.creditNotes
            .map((note) => `${note.number} (${money(note.amountMinor)})`)
            .join(', ')
        : null,
    ],
  ];
  const { totals } = invoice;
  const totalRows: [TotalKey, number, boolean][] = [
    ['commercialInvoice', totals.commercialInvoiceMinor, false],
    ['freight', totals.freightMinor, false],
    ['otherCharges', totals.otherChargesMinor, false],
    ['duties', totals.dutiesMinor, false],
    ['vat', totals.vatMinor, false],
    ['excise', totals.exciseMinor, false],
    ['discounts', totals.discountsMinor, false],
    ['billed', totals.billedMinor, true],
    ['creditApplied', totals.creditAppliedMinor, false],
    ['paid', totals.paidMinor, false],
    ['credited', totals.creditedMinor, false],
    ['outstanding', totals.outstandingMinor, true],
  ];

  async function download() {
    setDownloadFailed(false);
    setIsDownloading(true);
    try {
      await downloadInvoicePdf(invoice.id, `${invoice.number}.pdf`);
    } catch {
      setDownloadFailed(true);
    } finally {
      setIsDownloading(false);
    }
  }

  return (
    <article className="invoice" aria-labelledby="invoice-title">
      <header className="invoice__header">
        <h2 id="invoice-title" className="invoice__number" dir="ltr">
          {invoice.number}
        </h2>
        <Badge tone={KIND_TONE[invoice.kind]}>{t(`invoices.kinds.${invoice.kind}`)}</Badge>{' '}
        <Badge tone={STATUS_TONE[invoice.paymentStatus]}>
          {t(`invoices.paymentStatus.${invoice.paymentStatus}`)}
        </Badge>
      </header>

      <div className="button-row invoice__actions">
        {totals.outstandingMinor > 0 ? (
          <ButtonLink to={paths.cart.getHref(invoice.id)}>
            {t('invoices.page.payNow')} · {money(totals.outstandingMinor)}
          </ButtonLink>
        ) : null}
        <Button variant="secondary" isLoading={isDownloading} onClick={() => void download()}>
          {t('invoices.page.download')}
        </Button>
      </div>
      {downloadFailed ? <Alert tone="error">{t('invoices.page.sendFailed')}</Alert> : null}

      <div className="invoice__columns">
        <dl className="invoice__details">
          {details
            .filter((entry): entry is [string, string] => entry[1] !== null && entry[1] !== '')
            .map(([label, value]) => (
              <div key={label} className="invoice__detail">
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
        </dl>
        <section className="invoice__bill-to" aria-labelledby="invoice-bill-to">
          <h3 id="invoice-bill-to">{t('invoices.fields.billTo')}</h3>
          <address>
            <strong>{invoice.billTo.name}</strong>
            {invoice.billTo.lines.map((line) => (
              <span key={line}>{line}</span>
            ))}
            {invoice.billTo.countryCode ? <span>{invoice.billTo.countryCode}</span> : null}
          </address>
          <dl className="invoice__details">
            {(
              [
                [t('invoices.fields.phone'), invoice.billTo.phone],
                [t('invoices.fields.email'), invoice.billTo.email],
                [t('invoices.fields.taxId'), invoice.billTo.taxId],
              ] as const
            )
              .filter((entry) => entry[1])
              .map(([label, value]) => (
                <div key={label} className="invoice__detail">
                  <dt>{label}</dt>
                  <dd dir="ltr">{value}</dd>
                </div>
              ))}
          </dl>
        </section>
      </div>

      <DataTable<Line>
        caption={t('invoices.fields.lines')}
        isCaptionVisible
        rows={invoice.lines}
        getRowKey={(line) => `${invoice.lines.indexOf(line)}`}
        columns={[
          {
            id: 'description',
            header: t('invoices.columns.description'),
            isRowHeader: true,
            cell: (line) => describeLine(line, t),
          },
          { id: 'hs', header: t('invoices.columns.hsCode'), cell: (line) => line.hsCode ?? '' },
          {
            id: 'qty',
            header: t('invoices.columns.quantity'),
            cell: (line) => formatNumber(line.quantity, locale),
          },
          {
            id: 'unit',
            header: t('invoices.columns.unitPrice'),
            cell: (line) => money(line.unitPriceMinor),
          },
          {
            id: 'total',
            header: t('invoices.columns.totalPrice'),
            cell: (line) =>
              money(line.kind === 'discount' ? -line.totalPriceMinor : line.totalPriceMinor),
          },
          {
            id: 'duty',
            header: t('invoices.columns.duty'),
            cell: (line) => withPercent(line.dutyMinor, line.dutyPercent),
          },
          {
            id: 'vat',
            header: t('invoices.columns.vat'),
            cell: (line) => withPercent(line.vatMinor, line.vatPercent),
          },
          {
            id: 'excise',
            header: t('invoices.columns.excise'),
            cell: (line) => money(line.exciseMinor),
          },
        ]}
      />
      {onLinesPage ? (
        <PageNavigation
          page={linesPage}
          pageCount={Math.ceil(invoice.lineCount / INVOICE_LINES_PER_PAGE)}
          onPage={onLinesPage}
        />
      ) : null}

      <dl className="invoice__totals">
        {totalRows.map(([key, amount, strong]) => (
          <div
            key={key}
            className={strong ? 'invoice__total invoice__total--strong' : 'invoice__total'}
          >
            <dt>{t(`invoices.totals.${key}`)}</dt>
            <dd>{money(amount)}</dd>
          </div>
        ))}
      </dl>

      <DataTable<Payment>
        caption={t('invoices.payments.title')}
        isCaptionVisible
        rows={invoice.payments}
        empty={t('invoices.payments.none')}
        getRowKey={(payment) => `${invoice.payments.indexOf(payment)}`}
        columns={[
          {
            id: 'paidAt',
            header: t('invoices.payments.paidAt'),
            isRowHeader: true,
            cell: (p) => formatDateTime(p.paidAt, locale),
          },
          {
            id: 'method',
            header: t('invoices.payments.payMethod'),
            cell: (p) => t(`invoices.payMethods.${p.payMethod}`),
          },
          {
            id: 'amount',
            header: t('invoices.payments.amount'),
            cell: (p) => money(p.amountMinor),
          },
          {
            id: 'code',
            header: t('invoices.payments.responseCode'),
            cell: (p) => p.responseCode ?? '',
          },
          {
            id: 'text',
            header: t('invoices.payments.responseText'),
            cell: (p) => p.responseText ?? '',
          },
          {
            id: 'transaction',
            header: t('invoices.payments.transactionId'),
            cell: (p) => p.transactionId ?? '',
          },
          {
            id: 'chargedTo',
            header: t('invoices.payments.chargedTo'),
            cell: (p) => p.chargedTo ?? '',
          },
        ]}
      />

      <SendCopyForm invoiceId={invoice.id} />

      <footer className="invoice__footer">
        {hasReturnCustomsNote(invoice.kind) ? (
          <p className="invoice__note">{t('invoices.customsNote')}</p>
        ) : null}
        <AppLink to={paths.faqs.getHref()}>{t('invoices.page.faqs')}</AppLink>
      </footer>
    </article>
  );
}
