import { createRequire } from 'node:module';
import type { ShipToAddress } from '@skyparcel/domain/ship-requests';
import bwipjs from 'bwip-js/node';
import PDFDocument from 'pdfkit';

/** What one box's label prints (issue 12, Staff console: shipping label). */
export type ShippingLabel = {
  airWaybillNumber: string;
  orderNumber: string;
  boxNumber: number;
  boxCount: number;
  weightGrams: number;
  /** The box's DIM weight, L x W x H in / 166 (the domain's `dimWeightLb`). */
  dimWeightLb: number;
  /** The pallets an EDI booking's row named for the shipment; null for loose boxes. */
  palletCount: number | null;
  originAirportCode: string;
  destinationAirportCode: string;
  sender: {
    name: string;
    street: string;
    street2: string | null;
    city: string;
    state: string | null;
    zip: string;
    countryCode: string;
    phone: string;
  };
  consignee: ShipToAddress;
};

/**
 * One A6 page for one box: sender, consignee, AWB as a Code 128 barcode and as text, pieces,
 * weight and DIM weight, pallets when an EDI booking named them, airports and order number
 * (decisions 043, 061). The captions stay English on purpose: the
 * label is read by carriers and customs on every airport of the route, not by our customer.
 * DejaVu Sans has Latin and Arabic glyphs; fontkit shapes an Arabic run and lays it right to left,
 * so a consignee's Arabic name or city prints joined and in order (tested; `writeLine`).
 */
export async function renderShippingLabel(label: ShippingLabel): Promise<Buffer> {
  return renderShippingLabels([label], {
    title: `Shipping label ${label.airWaybillNumber} ${label.boxNumber}/${label.boxCount}`,
    subject: `AWB ${label.airWaybillNumber} order ${label.orderNumber}`,
  });
}

/**
 * Many labels in ONE PDF, one A6 page each, drawn exactly as a single box's label (an EDI
 * booking prints every box of its shipments at once, decision 054).
 */
export async function renderShippingLabels(
  labels: readonly ShippingLabel[],
  info: { title: string; subject: string },
): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A6',
    margin: MARGIN,
    autoFirstPage: false,
    info: { Title: info.title, Subject: info.subject, Producer: 'Skyparcel', Creator: 'Skyparcel' },
  });
  const done = collect(doc);
  doc.registerFont('regular', FONT_REGULAR);
  doc.registerFont('bold', FONT_BOLD);
  for (const label of labels) {
    doc.addPage();
    await drawLabel(doc, label);
  }
  doc.end();
  return done;
}

async function drawLabel(doc: PDFKit.PDFDocument, label: ShippingLabel): Promise<void> {
  const barcode = await bwipjs.toBuffer({
    bcid: 'code128',
    // The digits only: what carriers' scanners expect of an AWB; the text below keeps the hyphen.
    text: label.airWaybillNumber.replace(/\D/g, ''),
    scale: 3,
    height: 14,
    includetext: false,
  });
  const width = doc.page.width - 2 * MARGIN;
  caption(doc, 'FROM');
  doc.font('regular').fontSize(8);
  for (const line of senderLines(label.sender)) {
    doc.text(line, { width, lineBreak: false, ellipsis: true });
  }
  rule(doc);

  caption(doc, 'TO');
  doc.font('bold').fontSize(12);
  writeLine(doc, label.consignee.consigneeName, width);
  doc.font('regular').fontSize(9);
  for (const line of consigneeLines(label.consignee)) {
    writeLine(doc, line, width);
  }
  rule(doc);

  doc.font('bold').fontSize(26);
  doc.text(`${label.originAirportCode}  >  ${label.destinationAirportCode}`, {
    width,
    align: 'center',
  });
  rule(doc);

  caption(doc, 'AIR WAYBILL');
  const barcodeHeight = 60;
  doc.image(barcode, MARGIN, doc.y + 2, { fit: [width, barcodeHeight], align: 'center' });
  doc.y += barcodeHeight + 6;
  doc.font('bold').fontSize(14).text(label.airWaybillNumber, { width, align: 'center' });
  rule(doc);

  const top = doc.y;
  const half = width / 2;
  caption(doc, 'PIECES', MARGIN, top);
  doc.font('bold').fontSize(14).text(`${label.boxNumber} of ${label.boxCount}`, MARGIN);
  caption(doc, 'WEIGHT', MARGIN + half, top);
  doc
    .font('bold')
    .fontSize(14)
    .text(`${(label.weightGrams / 1000).toFixed(2)} kg`, MARGIN + half);
  doc.y += 2;
  const second = doc.y;
  caption(doc, 'DIM WEIGHT', MARGIN, second);
  doc
    .font('bold')
    .fontSize(11)
    .text(`${label.dimWeightLb.toFixed(2)} lb`, MARGIN);
  if (label.palletCount !== null) {
    caption(doc, 'PALLETS', MARGIN + half, second);
    doc
      .font('bold')
      .fontSize(11)
      .text(String(label.palletCount), MARGIN + half);
  }
  doc.y += 2;
  caption(doc, 'ORDER', MARGIN);
  doc.font('bold').fontSize(12).text(label.orderNumber, MARGIN);
}

const MARGIN = 14;
const fontRequire = createRequire(import.meta.url);
const FONT_REGULAR = fontRequire.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const FONT_BOLD = fontRequire.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

function caption(doc: PDFKit.PDFDocument, text: string, x?: number, y?: number) {
  doc.font('regular').fontSize(6).fillColor('#444444');
  if (x === undefined) {
    doc.text(text);
  } else {
    doc.text(text, x, y);
  }
  doc.fillColor('#000000');
}

function rule(doc: PDFKit.PDFDocument) {
  const y = doc.y + 3;
  doc
    .moveTo(MARGIN, y)
    .lineTo(doc.page.width - MARGIN, y)
    .lineWidth(0.7)
    .stroke();
  doc.x = MARGIN;
  doc.y = y + 4;
}

// Arabic letters (the base block, its supplement and the presentation forms).
const ARABIC_RUN =
  /([\u0600-\u06FF\u0750-\u077F\uFB50-\uFDFF\uFE70-\uFEFF](?:[\u0600-\u06FF\u0750-\u077F\uFB50-\uFDFF\uFE70-\uFEFF\s]*[\u0600-\u06FF\u0750-\u077F\uFB50-\uFDFF\uFE70-\uFEFF])?)/;

/**
 * A line of the address. pdfkit wraps word by word and knows nothing of right to left, so an
 * Arabic name's words would stand in the wrong order. A line with Arabic is written run by run:
 * an Arabic run's words right to left (fontkit shapes and reverses each word), the other runs
 * as they are, the runs left to right as in a Latin label. No wrapping for those lines.
 */
function writeLine(doc: PDFKit.PDFDocument, line: string, width: number) {
  if (!ARABIC_RUN.test(line)) {
    doc.text(line, { width });
    return;
  }
  const startX = doc.x;
  for (const run of line.split(ARABIC_RUN).filter((part) => part.length > 0)) {
    const isArabic = ARABIC_RUN.test(run);
    // Without a width pdfkit writes each piece whole and moves x past it. fontkit shapes and
    // reverses one Arabic word well but misplaces the spaces of a longer run: words go one by one.
    const words = isArabic ? run.split(/\s+/).reverse() : [run];
    words.forEach((word, index) => {
      if (index > 0) {
        doc.text(' ', { lineBreak: false });
      }
      doc.text(word, { lineBreak: false });
    });
  }
  doc.x = startX;
  doc.y += doc.currentLineHeight(true);
}

function senderLines(sender: ShippingLabel['sender']): string[] {
  return [
    sender.name,
    [sender.street, sender.street2].filter(Boolean).join(', '),
    [sender.city, sender.state, sender.zip, sender.countryCode].filter(Boolean).join(' '),
    `Tel ${sender.phone}`,
  ];
}

function consigneeLines(consignee: ShipToAddress): string[] {
  return [
    consignee.street,
    consignee.street2 ?? '',
    [consignee.city, consignee.stateOrProvince, consignee.zip].filter(Boolean).join(', '),
    consignee.countryCode,
    `Tel +${consignee.phoneCountryCode.replace(/^\+/, '')} ${consignee.phoneNumber}`,
  ].filter((line) => line.length > 0);
}

function collect(doc: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}
