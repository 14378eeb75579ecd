import { readFileSync, writeFileSync } from 'node:fs';
import * as mupdf from 'mupdf';
import { expect, test } from 'vitest';
import { invoiceFixture } from '../../testing/invoice-fixture';
import {
  differingShare,
  inkShare,
  pageImageAsPng,
  type ReadPdfLine,
  readPdf,
  readPng,
  renderPdfPage,
} from '../../testing/read-pdf';
import { renderInvoicePdf } from './render-invoice-pdf';

const options = { publicUrl: 'https://portal.example/' };
const textOf = async (pdf: Buffer) => (await readPdf(pdf)).map((page) => page.text).join('\n');
const arabicCustomer = invoiceFixture({
  billTo: { ...invoiceFixture().billTo, name: 'سارة الصباح' },
  statement: 'شحنة XWF40000012 من الولايات المتحدة إلى الكويت',
});

test('an English tax invoice carries every field of the invoice, and links its FAQs', async () => {
  const pdf = await renderInvoicePdf(invoiceFixture(), 'en-US', options);
  const [page, ...more] = await readPdf(pdf);

  expect(more).toHaveLength(0);
  // A4: 595.28 x 841.89 points.
  expect(page?.widthPt).toBeCloseTo(595.28, 0);
  for (const text of [
    'Tax invoice',
    'Shipping invoice',
    'SI-2026-000042',
    'Shipment XWF40000012 from',
    'Process date',
    'Nov 20, 2026',
    'Import date',
    'Nov 22, 2026',
    'Due date',
    'Dec 4, 2026',
    'Done by',
    'Skyparcel',
    'US-DE',
    'XWF40000012',
    '701-12345675',
    'Sara Al-Sabah',
    'Block 5, Street 12, House 7',
    'sara@example.com',
    'HS code',
    '640411',
    'Running shoes',
    'Air freight',
    'Coupon: WELCOME10',
    'KWD 45.000',
    'KWD 90.000',
    'KWD 4.500',
    '5%',
    '-KWD 0.925',
    'Total commercial invoice',
    'Total freight',
    'Total duties',
    'Total VAT',
    'Total excise tax',
    'Total billed',
    'KWD 13.875',
    'Credit applied',
    'KWD 0.875',
    'Outstanding',
    'Card',
    'KWD 13.000',
    '000',
    'Approved',
    'TX-88231',
    'Visa •••• 4242',
    'https://portal.example/faqs',
    'Page 1 of 1',
  ]) {
    expect(page?.text).toContain(text);
  }
  const links = mupdf.Document.openDocument(pdf, 'application/pdf').loadPage(0).getLinks();
  expect(links.map((link) => link.getURI())).toEqual(['https://portal.example/faqs']);
});

test('in Arabic each label stands in Arabic, shaped, with the English beside it', async () => {
  const pdf = await renderInvoicePdf(arabicCustomer, 'ar-AE', options);
  const [page] = await readPdf(pdf);

  // A reader extracts an Arabic run in reading order when its words were laid right to left.
  for (const text of [
    'فاتورة ضريبية',
    'Tax invoice',
    'فاتورة الشحن',
    'Shipping invoice',
    'رقم الفاتورة الضريبية',
    'Tax invoice number',
    'وصف المنتج',
    'Product description',
    'إجمالي الفاتورة التجارية',
    'Total commercial invoice',
    'سارة الصباح',
    'XWF40000012',
    '20/11/2026',
    '13.875',
    'د.ك',
    'صفحة',
  ]) {
    expect(page?.text).toContain(text);
  }
  // The Arabic title is right-aligned: ink in the top right corner, none in the top middle.
  const image = renderPdfPage(pdf, 0, 50);
  expect(inkShare(image, { left: 0.75, top: 0.04, right: 0.95, bottom: 0.08 })).toBeGreaterThan(
    0.05,
  );
  expect(inkShare(image, { left: 0.4, top: 0.04, right: 0.6, bottom: 0.08 })).toBe(0);
});

test('service and return invoices carry the AED 300 customs note in both languages; others do not', async () => {
  const note =
    'Customs duty may be charged at the destination on returned goods valued above AED 300.';
  const service = invoiceFixture({ kind: 'service', number: 'SV-2026-000003' });
  const english = await textOf(await renderInvoicePdf(service, 'en-US', options));
  expect(english).toContain(note);
  // After the payments: in Arabic, with its English under it, it starts a second page.
  const arabic = await textOf(await renderInvoicePdf(service, 'ar-AE', options));
  expect(arabic).toContain('رسوم جمركية في بلد الوجهة');
  // A reader extracts the number's run apart from the Arabic words around it.
  expect(arabic).toContain('تزيد قيمتها على');
  expect(arabic).toMatch(/300.*درهم إماراتي|درهم إماراتي.*300/);
  expect(arabic).toContain(note);
  const ret = await textOf(
    await renderInvoicePdf(invoiceFixture({ kind: 'return' }), 'en-US', options),
  );
  expect(ret).toContain(note);
  const shipping = await textOf(await renderInvoicePdf(invoiceFixture(), 'en-US', options));
  expect(shipping).not.toContain('AED 300');
});

test("an EDI booking's invoice names its shipments, boxes, pallets, DIM and volumetric weight", async () => {
  const cargo = {
    shipmentCount: 2,
    boxCount: 3,
    palletCount: 4,
    dimWeight: { amount: 26.46, unit: 'Lb' },
    volWeight: { amount: 12, unit: 'Kg' },
  } as const;
  const booking = invoiceFixture({ shipRequest: null, cargo });
  const english = await textOf(await renderInvoicePdf(booking, 'en-US', options));
  for (const text of ['Shipments', 'Boxes', 'Pallets', '4', 'DIM weight', '26.46 lb']) {
    expect(english).toContain(text);
  }
  expect(english).toContain('Volumetric weight');
  expect(english).toContain('12 kg');
  const arabic = await textOf(await renderInvoicePdf(booking, 'ar-AE', options));
  expect(arabic).toContain('DIM weight');
  expect(arabic).toContain('26.46');

  // Loose boxes: no pallets row; an invoice of no booking: none of them.
  const loose = await textOf(
    await renderInvoicePdf(
      invoiceFixture({ cargo: { ...cargo, palletCount: null } }),
      'en-US',
      options,
    ),
  );
  expect(loose).toContain('DIM weight');
  expect(loose).not.toContain('Pallets');
  const shipping = await textOf(await renderInvoicePdf(invoiceFixture(), 'en-US', options));
  expect(shipping).not.toContain('DIM weight');
});

test('the Arabic page looks like its reference image', async () => {
  const pdf = await renderInvoicePdf(arabicCustomer, 'ar-AE', options);
  const reference = new URL('./__fixtures__/invoice-ar-AE.png', import.meta.url);
  if (process.env.UPDATE_PDF_REFERENCE === '1') {
    writeFileSync(reference, pageImageAsPng(pdf, 0, 50));
  }
  const share = differingShare(renderPdfPage(pdf, 0, 50), readPng(readFileSync(reference)));
  expect(share).toBeLessThan(0.005);
});

test('one invoice renders to the same bytes every time, in every language', async () => {
  for (const locale of ['en-US', 'fr', 'no', 'ar-AE'] as const) {
    const first = await renderInvoicePdf(arabicCustomer, locale, options);
    const second = await renderInvoicePdf(arabicCustomer, locale, options);
    expect(Buffer.compare(first, second)).toBe(0);
  }
});

test('a long invoice flows onto more pages, the table header and footer on each', async () => {
  const lines = invoiceFixture().lines.flatMap((line) =>
    line.kind === 'goods'
      ? Array.from({ length: 60 }, (_, index) => ({ ...line, description: `Item ${index + 1}` }))
      : [],
  );
  const pages = await readPdf(await renderInvoicePdf(invoiceFixture({ lines }), 'en-US', options));

  expect(pages.length).toBeGreaterThan(1);
  expect(pages.at(-1)?.text).toContain(`Page ${pages.length} of ${pages.length}`);
  expect(pages[1]?.text).toContain('Product description');
  expect(pages.map((page) => page.text).join('\n')).toContain('Item 60');
});

/**
 * Pieces of text that stand on one row (their heights overlap by more than a point) and overlap
 * side by side: a cell running into the next one. Glyphs of one piece touch, so half a point is
 * allowed.
 */
function overlapsOnARow(lines: ReadPdfLine[]): string[] {
  const found: string[] = [];
  lines.forEach((a, index) => {
    for (const b of lines.slice(index + 1)) {
      const rowOverlap = Math.min(a.bbox.y1, b.bbox.y1) - Math.max(a.bbox.y0, b.bbox.y0);
      const sideOverlap = Math.min(a.bbox.x1, b.bbox.x1) - Math.max(a.bbox.x0, b.bbox.x0);
      if (rowOverlap > 1 && sideOverlap > 0.5) {
        found.push(`"${a.text}" and "${b.text}"`);
      }
    }
  });
  return found;
}

/**
 * The text of the cell whose first piece begins `value`: that piece and the pieces right under
 * it in its column (the same left edge), joined, as long as they go on with `value`. A cell that
 * ran into its neighbour, or was cut at the page's edge, gives something else.
 */
function cellText(lines: ReadPdfLine[], value: string): string {
  const first = lines.find((line) => line.text.length >= 4 && value.startsWith(line.text));
  if (!first) {
    return '';
  }
  let text = first.text;
  let last = first;
  for (;;) {
    const next = lines.find(
      (line) =>
        Math.abs(line.bbox.x0 - first.bbox.x0) < 1 &&
        line.bbox.y0 > last.bbox.y0 &&
        line.bbox.y0 - last.bbox.y1 < 2 &&
        value.startsWith(text + line.text),
    );
    if (!next || next.text === '') {
      return text;
    }
    text += next.text;
    last = next;
  }
}

test.each(['en-US', 'ar-AE'] as const)(
  'in %s, long values wrap within their columns: no two cells of a row overlap',
  async (locale) => {
    const base = invoiceFixture();
    const [card] = base.payments;
    const [goods, ...charges] = base.lines;
    if (!card || !goods) {
      throw new Error('the fixture has a payment and a goods line');
    }
    // SI-2026-000023's id ran into "Account credit"; the longer one has no space for 68 letters.
    const covered = 'covered-PAY-V0CMQUIBRUO';
    const longId = `PAY-${'V0CMQUIBRUO7X2K9'.repeat(4)}`;
    const longCode = `RSP_${'DECLINED'.repeat(3)}`;
    const longText = `Declined:${'INSUFFICIENT_FUNDS'.repeat(3)}`;
    const sku = `SKU-${'RUNNINGSHOES'.repeat(5)}`;
    const hsCode = '6404119000123456';
    const email = `accounts-payable.${'department'.repeat(4)}@example.com`;
    const reason = `Ref:${'WAREHOUSE-ADJUSTMENT'.repeat(3)}`;
    const invoice = invoiceFixture({
      reason,
      // An EDI booking's rows too, the longest figures they take.
      cargo: {
        shipmentCount: 10_000,
        boxCount: 990_000,
        palletCount: 990_000,
        dimWeight: { amount: 1_234_567.89, unit: 'Lb' },
        volWeight: { amount: 559_999.99, unit: 'Kg' },
      },
      billTo: { ...base.billTo, email },
      lines: [{ ...goods, description: sku, hsCode }, ...charges],
      payments: [
        card,
        {
          ...card,
          payMethod: 'covered',
          transactionId: covered,
          chargedTo: 'Account credit',
          responseCode: null,
          responseText: null,
        },
        { ...card, transactionId: longId, responseCode: longCode, responseText: longText },
      ],
    });

    const pages = await readPdf(await renderInvoicePdf(invoice, locale, options));
    const lines = pages.flatMap((page) => page.lines);

    for (const page of pages) {
      expect(overlapsOnARow(page.lines)).toEqual([]);
      // Nothing runs into the page's margins (40 pt each side).
      for (const line of page.lines) {
        expect(line.bbox.x0, line.text).toBeGreaterThanOrEqual(40 - 0.5);
        expect(line.bbox.x1, line.text).toBeLessThanOrEqual(page.widthPt - 40 + 0.5);
      }
    }
    for (const value of [covered, longId, longCode, longText, sku, hsCode, email, reason]) {
      expect(cellText(lines, value)).toBe(value);
    }
    expect(lines.map((line) => line.text)).toContain('Account credit');
  },
);
