import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import {
  hasReturnCustomsNote,
  type InvoiceCargo,
  type InvoiceDto,
  type InvoiceLineDto,
} from '@skyparcel/domain/invoices';
import { DEFAULT_LOCALE, type Locale } from '@skyparcel/domain/locale';
import { formatMoney, translate } from '@skyparcel/i18n';
import PDFDocument from 'pdfkit';
import { drawLine, drawText, type TextAlign, textHeight, wrapText } from './pdf-text';

export type InvoicePdfOptions = {
  /** The portal's address, for the footer's link to /faqs. */
  publicUrl: string;
};

/**
 * A tax invoice as an A4 PDF (issue 13, decision 050): every field of the invoice, each label in
 * the customer's language with the English beside it (the English alone for an English reader),
 * the values (dates, amounts by `formatMoney`) in the customer's language. DejaVu Sans has the
 * Latin and Arabic glyphs; `pdf-text.ts` lays Arabic right to left. The PDF's dates and id come
 * from the invoice, so one invoice renders to the same bytes every time.
 */
export async function renderInvoicePdf(
  invoice: InvoiceDto,
  locale: Locale,
  options: InvoicePdfOptions,
): Promise<Buffer> {
  const issuedAt = new Date(invoice.issuedAt);
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: MARGIN + FOOTER_HEIGHT },
    bufferPages: true,
    lang: locale,
    info: {
      Title: `${translate(DEFAULT_LOCALE, 'invoices.title')} ${invoice.number}`,
      Subject: translate(DEFAULT_LOCALE, `invoices.kinds.${invoice.kind}`),
      Author: 'Skyparcel',
      Creator: 'Skyparcel',
      Producer: 'Skyparcel',
      // Fixed to the invoice: pdfkit derives the file id from these, so the bytes repeat.
      CreationDate: issuedAt,
      ModDate: issuedAt,
    },
  });
  const done = collect(doc);
  const fonts = loadFonts();
  doc.registerFont(REGULAR, fonts.regular);
  doc.registerFont(BOLD, fonts.bold);
  const page = new InvoicePage(doc, locale);

  page.header(invoice);
  page.details(invoice);
  page.lines(invoice);
  page.totals(invoice);
  page.payments(invoice);
  page.customsNote(invoice);
  page.footers(`${options.publicUrl.replace(/\/+$/, '')}/faqs`);

  doc.end();
  return done;
}

const MARGIN = 40;
const FOOTER_HEIGHT = 34;
const REGULAR = 'regular';
const BOLD = 'bold';
const GREY = '#555555';
const fontRequire = createRequire(import.meta.url);
let fontFiles: { regular: Buffer; bold: Buffer } | undefined;

/** The two DejaVu files, read once per process (every invoice embeds a subset of them). */
function loadFonts() {
  fontFiles ??= {
    regular: readFileSync(fontRequire.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
    bold: readFileSync(fontRequire.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
  };
  return fontFiles;
}

type Column = {
  key: string;
  width: number;
  align: TextAlign;
  value: (line: InvoiceLineDto) => string;
};

class InvoicePage {
  private readonly width: number;
  private readonly dates: Intl.DateTimeFormat;
  // One formatter per render: making one per number cost most of a 10,000-line invoice's time.
  private readonly numbers: Intl.NumberFormat;
  private readonly weights: Record<InvoiceCargo['dimWeight']['unit'], Intl.NumberFormat>;

  private readonly doc: PDFKit.PDFDocument;
  private readonly locale: Locale;

  constructor(doc: PDFKit.PDFDocument, locale: Locale) {
    this.doc = doc;
    this.locale = locale;
    this.width = doc.page.width - 2 * MARGIN;
    this.dates = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
    this.numbers = new Intl.NumberFormat(locale);
    const weight = (unit: string) =>
      new Intl.NumberFormat(locale, { style: 'unit', unit, maximumFractionDigits: 2 });
    this.weights = { Kg: weight('kilogram'), Lb: weight('pound') };
  }

  header(invoice: InvoiceDto) {
    const { doc } = this;
    const top = MARGIN;
    doc.font(BOLD).fontSize(20).fillColor('#000000');
    drawLine(doc, 'Skyparcel', MARGIN, top, this.width / 2, 'left');
    doc.font(BOLD).fontSize(14);
    drawLine(
      doc,
      this.local('invoices.title'),
      MARGIN + this.width / 2,
      top,
      this.width / 2,
      'right',
    );
    let y = top + doc.currentLineHeight(true);
    if (!this.isEnglish) {
      doc.font(REGULAR).fontSize(10).fillColor(GREY);
      drawLine(doc, this.english('invoices.title'), MARGIN, y, this.width, 'right');
      y += doc.currentLineHeight(true);
    }
    doc.font(BOLD).fontSize(11).fillColor('#000000');
    const kind = `invoices.kinds.${invoice.kind}`;
    drawLine(doc, this.bilingual(kind), MARGIN, y + 2, this.width, 'right');
    y += doc.currentLineHeight(true) + 2;
    doc.font(BOLD).fontSize(12);
    drawLine(doc, invoice.number, MARGIN, y, this.width, 'right');
    doc.y = y + doc.currentLineHeight(true) + 8;
    this.rule();
  }

  details(invoice: InvoiceDto) {
    const { doc } = this;
    const top = doc.y;
    const half = (this.width - 20) / 2;
    const rows: [string, string | null][] = [
      ['invoices.fields.number', invoice.number],
      ['invoices.fields.statement', invoice.statement],
      ['invoices.fields.issuedAt', this.date(invoice.issuedAt)],
      ['invoices.fields.importedAt', this.date(invoice.importedAt)],
      ['invoices.fields.dueAt', this.date(invoice.dueAt)],
      ['invoices.fields.doneBy', invoice.doneBy ?? this.local('invoices.fields.system')],
      ['invoices.fields.reason', invoice.reason],
      ['invoices.fields.warehouse', invoice.warehouse?.code ?? null],
      ['invoices.fields.orderNumber', invoice.shipRequest?.orderNumber ?? null],
      ['invoices.fields.airWaybill', invoice.shipRequest?.airWaybillNumber ?? null],
      ...this.cargoRows(invoice.cargo),
      ['invoices.fields.creditsInvoice', invoice.creditsInvoice?.number ?? null],
      [
        'invoices.fields.creditNotes',
        invoice.creditNotes.length > 0
          ? invoice.creditNotes
              .map((note) => `${note.number} (${this.money(note.amountMinor, invoice.currency)})`)
              .join(', ')
          : null,
      ],
      [
        'invoices.fields.paymentStatus',
        this.local(`invoices.paymentStatus.${invoice.paymentStatus}`),
      ],
    ];
    let left = top;
    for (const [key, value] of rows) {
      if (value !== null && value !== '') {
        left += this.field(key, value, MARGIN, left, half);
      }
    }

    const { billTo } = invoice;
    const x = MARGIN + half + 20;
    let right = top;
    right += this.label('invoices.fields.billTo', x, right, half);
    doc.font(BOLD).fontSize(9).fillColor('#000000');
    right += drawText(doc, billTo.name, x, right, half);
    doc.font(REGULAR).fontSize(8.5);
    const address = [...billTo.lines, billTo.countryCode ?? ''].filter(Boolean);
    for (const line of address) {
      right += drawText(doc, line, x, right, half);
    }
    right += 4;
    for (const [key, value] of [
      ['invoices.fields.phone', billTo.phone],
      ['invoices.fields.email', billTo.email],
      ['invoices.fields.taxId', billTo.taxId],
    ] as const) {
      if (value) {
        right += this.field(key, value, x, right, half);
      }
    }
    doc.y = Math.max(left, right) + 6;
    this.rule();
  }

  lines(invoice: InvoiceDto) {
    const { currency } = invoice;
    const money = (amount: number) => this.money(amount, currency);
    const withPercent = (amount: number, percent: string | null) =>
      percent === null ? money(amount) : `${money(amount)}\n${this.percent(percent)}`;
    const columns: Column[] = [
      { key: 'hsCode', width: 52, align: 'left', value: (line) => line.hsCode ?? '' },
      { key: 'description', width: 128, align: 'start', value: (line) => this.describe(line) },
      { key: 'quantity', width: 31, align: 'right', value: (line) => this.number(line.quantity) },
      { key: 'unitPrice', width: 60, align: 'right', value: (line) => money(line.unitPriceMinor) },
      {
        key: 'totalPrice',
        width: 62,
        align: 'right',
        value: (line) =>
          money(line.kind === 'discount' ? -line.totalPriceMinor : line.totalPriceMinor),
      },
      {
        key: 'duty',
        width: 60,
        align: 'right',
        value: (line) => withPercent(line.dutyMinor, line.dutyPercent),
      },
      {
        key: 'vat',
        width: 62,
        align: 'right',
        value: (line) => withPercent(line.vatMinor, line.vatPercent),
      },
      { key: 'excise', width: 60, align: 'right', value: (line) => money(line.exciseMinor) },
    ];
    this.sectionTitle('invoices.fields.lines');
    this.tableHeader(
      columns.map((column) => ({ ...column, key: `invoices.columns.${column.key}` })),
    );
    for (const line of invoice.lines) {
      this.tableRow(columns.map((column) => ({ ...column, text: column.value(line) })));
    }
    this.doc.y += 6;
  }

  totals(invoice: InvoiceDto) {
    const { doc } = this;
    const { totals, currency } = invoice;
    const rows: [string, number, boolean][] = [
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
    const labelWidth = 170;
    const valueWidth = 100;
    const x = MARGIN + this.width - labelWidth - valueWidth;
    for (const [key, amount, strong] of rows) {
      const height = this.labelHeight(`invoices.totals.${key}`, labelWidth, strong) + 2;
      this.room(height);
      const y = doc.y;
      this.label(`invoices.totals.${key}`, x, y, labelWidth, strong);
      doc
        .font(strong ? BOLD : REGULAR)
        .fontSize(9)
        .fillColor('#000000');
      drawLine(doc, this.money(amount, currency), x + labelWidth, y, valueWidth, 'right');
      doc.y = y + height;
    }
    doc.y += 6;
    this.rule();
  }

  payments(invoice: InvoiceDto) {
    const { doc } = this;
    this.sectionTitle('invoices.payments.title');
    if (invoice.payments.length === 0) {
      doc.font(REGULAR).fontSize(8.5).fillColor('#000000');
      const y = doc.y;
      doc.y = y + drawText(doc, this.bilingual('invoices.payments.none'), MARGIN, y, this.width);
      return;
    }
    type Payment = InvoiceDto['payments'][number];
    const columns: (Omit<Column, 'value'> & { value: (payment: Payment) => string })[] = [
      { key: 'paidAt', width: 70, align: 'left', value: (p) => this.date(p.paidAt) ?? '' },
      {
        key: 'payMethod',
        width: 70,
        align: 'start',
        value: (p) => this.local(`invoices.payMethods.${p.payMethod}`),
      },
      {
        key: 'amount',
        width: 70,
        align: 'right',
        value: (p) => this.money(p.amountMinor, invoice.currency),
      },
      { key: 'responseCode', width: 55, align: 'left', value: (p) => p.responseCode ?? '' },
      { key: 'responseText', width: 90, align: 'left', value: (p) => p.responseText ?? '' },
      { key: 'transactionId', width: 85, align: 'left', value: (p) => p.transactionId ?? '' },
      { key: 'chargedTo', width: 75, align: 'left', value: (p) => p.chargedTo ?? '' },
    ];
    this.tableHeader(
      columns.map((column) => ({ ...column, key: `invoices.payments.${column.key}` })),
    );
    for (const payment of invoice.payments) {
      this.tableRow(columns.map((column) => ({ ...column, text: column.value(payment) })));
    }
  }

  /** Service and return invoices: the customs note of spec section 9 (AED 300), both languages. */
  customsNote(invoice: InvoiceDto) {
    if (!hasReturnCustomsNote(invoice.kind)) {
      return;
    }
    const { doc } = this;
    const key = 'invoices.customsNote';
    doc.font(REGULAR).fontSize(8.5);
    let height = textHeight(doc, this.local(key), this.width);
    if (!this.isEnglish) {
      doc.fontSize(7.5);
      height += textHeight(doc, this.english(key), this.width);
    }
    this.room(height + 10);
    let y = doc.y + 8;
    doc.fontSize(8.5).fillColor('#000000');
    y += drawText(doc, this.local(key), MARGIN, y, this.width);
    if (!this.isEnglish) {
      doc.fontSize(7.5).fillColor(GREY);
      y += drawText(doc, this.english(key), MARGIN, y, this.width, 'left');
      doc.fillColor('#000000');
    }
    doc.y = y;
  }

  /** Every page's foot: the FAQ link and the page's number, in both languages. */
  footers(faqsUrl: string) {
    const { doc } = this;
    const range = doc.bufferedPageRange();
    for (let index = range.start; index < range.start + range.count; index += 1) {
      doc.switchToPage(index);
      // Writing inside the bottom margin would make pdfkit open a new page.
      const bottom = doc.page.margins.bottom;
      doc.page.margins.bottom = 0;
      const y = doc.page.height - MARGIN - FOOTER_HEIGHT + 8;
      doc
        .moveTo(MARGIN, y - 4)
        .lineTo(MARGIN + this.width, y - 4)
        .lineWidth(0.5)
        .strokeColor(GREY)
        .stroke();
      doc.font(REGULAR).fontSize(7.5).fillColor('#000000');
      drawLine(doc, this.local('invoices.pdf.footer'), MARGIN, y, this.width, 'start');
      if (!this.isEnglish) {
        doc.fillColor(GREY);
        drawLine(doc, this.english('invoices.pdf.footer'), MARGIN, y + 10, this.width, 'left');
      }
      doc.fillColor('#0b57d0');
      const linkWidth = doc.widthOfString(faqsUrl);
      doc.text(faqsUrl, MARGIN + this.width - linkWidth, y + 20, {
        lineBreak: false,
        link: faqsUrl,
        underline: true,
      });
      doc.fillColor(GREY);
      const params = { page: String(index - range.start + 1), count: String(range.count) };
      drawLine(
        doc,
        translate(this.locale, 'invoices.pdf.page', params),
        MARGIN,
        y + 20,
        this.width / 2,
        'left',
      );
      doc.page.margins.bottom = bottom;
    }
    doc.fillColor('#000000');
  }

  private get isEnglish() {
    return this.locale === DEFAULT_LOCALE;
  }

  private local(key: string, params?: Record<string, string>) {
    return translate(this.locale, key, params);
  }

  private english(key: string) {
    return translate(DEFAULT_LOCALE, key);
  }

  /** 'Facture de service · Service invoice': one line, for titles. */
  private bilingual(key: string) {
    return this.isEnglish ? this.english(key) : `${this.local(key)} · ${this.english(key)}`;
  }

  /** A label: the customer's words, the English under them in grey. Returns its height. */
  private label(key: string, x: number, y: number, width: number, strong = false): number {
    const { doc } = this;
    doc
      .font(strong ? BOLD : REGULAR)
      .fontSize(8)
      .fillColor('#000000');
    let height = drawText(doc, this.local(key), x, y, width);
    if (!this.isEnglish) {
      doc.font(REGULAR).fontSize(6.5).fillColor(GREY);
      height += drawText(doc, this.english(key), x, y + height, width);
    }
    doc.fillColor('#000000');
    return height;
  }

  private labelHeight(key: string, width: number, strong = false): number {
    const { doc } = this;
    doc.font(strong ? BOLD : REGULAR).fontSize(8);
    let height = textHeight(doc, this.local(key), width);
    if (!this.isEnglish) {
      doc.font(REGULAR).fontSize(6.5);
      height += textHeight(doc, this.english(key), width);
    }
    return height;
  }

  /** A label and its value side by side. Returns the height it took. */
  private field(key: string, value: string, x: number, y: number, width: number): number {
    const { doc } = this;
    const labelWidth = 105;
    const labelHeight = this.label(key, x, y, labelWidth);
    doc.font(REGULAR).fontSize(8.5).fillColor('#000000');
    const valueHeight = drawText(doc, value, x + labelWidth + 6, y, width - labelWidth - 6);
    return Math.max(labelHeight, valueHeight) + 3;
  }

  private sectionTitle(key: string) {
    const { doc } = this;
    this.room(40);
    doc.font(BOLD).fontSize(10).fillColor('#000000');
    const y = doc.y;
    doc.y = y + drawText(doc, this.bilingual(key), MARGIN, y, this.width) + 3;
  }

  private tableHeader(columns: { key: string; width: number; align: TextAlign }[]) {
    const { doc } = this;
    const heights = columns.map((column) => this.labelHeight(column.key, column.width - 4, true));
    const height = Math.max(...heights) + 4;
    this.room(height + 20);
    const y = doc.y;
    doc.rect(MARGIN, y, this.width, height).fillColor('#eeeeee').fill();
    let x = MARGIN;
    for (const column of columns) {
      this.label(column.key, x + 2, y + 2, column.width - 4, true);
      x += column.width;
    }
    doc.y = y + height + 2;
    this.lastHeader = columns;
  }

  private lastHeader: { key: string; width: number; align: TextAlign }[] = [];

  private tableRow(cells: { text: string; width: number; align: TextAlign }[]) {
    const { doc } = this;
    doc.font(REGULAR).fontSize(7.5).fillColor('#000000');
    // Each cell wrapped once, for its height and its drawing: an EDI upload's invoice has up to
    // 10,000 rows (decision 054), and measuring every word twice doubled the render.
    const wrapped = cells.map((cell) => wrapText(doc, cell.text, cell.width - 4));
    const lineHeight = doc.currentLineHeight(true);
    const height = Math.max(...wrapped.map((lines) => lines.length)) * lineHeight + 4;
    if (doc.y + height > doc.page.height - doc.page.margins.bottom) {
      forgetWordLayouts(doc);
      doc.addPage();
      doc.y = MARGIN;
      this.tableHeader(this.lastHeader);
      doc.font(REGULAR).fontSize(7.5).fillColor('#000000');
    }
    const y = doc.y;
    let x = MARGIN;
    for (const [index, cell] of cells.entries()) {
      for (const [row, line] of (wrapped[index] ?? []).entries()) {
        drawLine(doc, line, x + 2, y + 1 + row * lineHeight, cell.width - 4, cell.align);
      }
      x += cell.width;
    }
    doc
      .moveTo(MARGIN, y + height)
      .lineTo(MARGIN + this.width, y + height)
      .lineWidth(0.3)
      .strokeColor('#bbbbbb')
      .stroke();
    doc.y = y + height + 1;
  }

  /** A new page when less than `height` is left on this one. */
  private room(height: number) {
    const { doc } = this;
    if (doc.y + height > doc.page.height - doc.page.margins.bottom) {
      doc.addPage();
      doc.y = MARGIN;
    }
  }

  private rule() {
    const { doc } = this;
    const y = doc.y;
    doc
      .moveTo(MARGIN, y)
      .lineTo(MARGIN + this.width, y)
      .lineWidth(0.7)
      .strokeColor('#000000')
      .stroke();
    doc.y = y + 8;
  }

  /** An EDI booking's shipments, pallets and weights (decision 061); nothing on other invoices. */
  private cargoRows(cargo: InvoiceCargo | null): [string, string | null][] {
    if (cargo === null) {
      return [];
    }
    const weight = ({ amount, unit }: InvoiceCargo['dimWeight']) =>
      this.weights[unit].format(amount);
    return [
      ['invoices.fields.shipments', this.number(cargo.shipmentCount)],
      ['invoices.fields.boxes', this.number(cargo.boxCount)],
      [
        'invoices.fields.pallets',
        cargo.palletCount === null ? null : this.number(cargo.palletCount),
      ],
      ['invoices.fields.dimWeight', weight(cargo.dimWeight)],
      ['invoices.fields.volWeight', weight(cargo.volWeight)],
    ];
  }

  private describe(line: InvoiceLineDto): string {
    const name = this.local(`invoices.lines.${line.code}`);
    if (line.description === null || line.description === '') {
      return name;
    }
    return line.kind === 'goods' ? line.description : `${name}: ${line.description}`;
  }

  private money(amountMinor: number, currency: string): string {
    return formatMoney({ amountMinor, currency }, this.locale);
  }

  private number(value: number): string {
    return this.numbers.format(value);
  }

  private percent(value: string): string {
    return `${value}%`;
  }

  private date(value: string | null): string | null {
    return value === null ? null : this.dates.format(new Date(value));
  }
}

/**
 * pdfkit keeps the glyph layout of every word it measured for the whole document; on an EDI
 * upload's invoice every air waybill and order number is a word of its own, 10,000 lines of
 * them (decision 054). A page's words are rarely the next page's, so each page starts afresh.
 * The cache is pdfkit's own field (`layoutCache` of each font in `_fontFamilies`), read by name:
 * absent in another pdfkit version, nothing happens.
 */
function forgetWordLayouts(doc: PDFKit.PDFDocument): void {
  const families: unknown = Reflect.get(doc, '_fontFamilies');
  if (typeof families !== 'object' || families === null) {
    return;
  }
  for (const font of Object.values(families)) {
    if (typeof font === 'object' && font !== null && 'layoutCache' in font) {
      Reflect.set(font, 'layoutCache', Object.create(null));
    }
  }
}

function collect(doc: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}
