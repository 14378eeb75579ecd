import { expect, test } from 'vitest';
import { invoiceFixture } from '../../testing/invoice-fixture';
import { readPdf } from '../../testing/read-pdf';
import { renderInvoicePdf } from './render-invoice-pdf';
import { RENDER_ASIDE_FROM_LINES, renderInvoicePdfAside } from './render-invoice-pdf-aside';

const options = { publicUrl: 'https://portal.example/' };

/** An invoice of `count` goods lines, each with its own description (as an EDI upload's). */
function longInvoice(count: number) {
  const fixture = invoiceFixture();
  const [line] = fixture.lines;
  if (!line) {
    throw new Error('the fixture has lines');
  }
  const lines = Array.from({ length: count }, (_, index) => ({
    ...line,
    description: `Order ${String(index + 1).padStart(5, '0')}`,
  }));
  return { ...fixture, lines, lineCount: lines.length };
}

/** How often the event loop turned while `work` ran: a loop held by a render hardly turns. */
async function loopTurnsDuring<T>(work: () => Promise<T>) {
  let turns = 0;
  let running = true;
  const spin = () => {
    if (running) {
      turns += 1;
      setImmediate(spin);
    }
  };
  setImmediate(spin);
  const result = await work();
  running = false;
  return { result, turns };
}

test('a long invoice is laid out in a worker thread, with the same bytes as in place', async () => {
  const invoice = longInvoice(RENDER_ASIDE_FROM_LINES);

  const aside = await loopTurnsDuring(() => renderInvoicePdfAside(invoice, 'en-US', options));
  const inPlace = await loopTurnsDuring(() => renderInvoicePdf(invoice, 'en-US', options));

  // The PDF's dates and id come from the invoice, so both ways give the same document.
  expect(Buffer.compare(aside.result, inPlace.result)).toBe(0);
  const text = (await readPdf(aside.result)).map((page) => page.text).join('\n');
  expect(text).toContain(`Order ${String(RENDER_ASIDE_FROM_LINES).padStart(5, '0')}`);
  // While the worker started and laid the pages out, this thread stayed free for other calls;
  // in place, the layout held it.
  expect(aside.turns).toBeGreaterThan(inPlace.turns * 5);
});

test('a worker that fails rejects its render, and the render queued behind it still runs', async () => {
  const broken = { ...longInvoice(RENDER_ASIDE_FROM_LINES), issuedAt: 'not a date' };
  const [failed, next] = await Promise.allSettled([
    renderInvoicePdfAside(broken, 'en-US', options),
    renderInvoicePdfAside(longInvoice(RENDER_ASIDE_FROM_LINES + 1), 'ar-AE', options),
  ]);
  expect(failed.status).toBe('rejected');
  expect(next.status === 'fulfilled' && next.value.subarray(0, 5).toString()).toBe('%PDF-');
});

test('a usual invoice is rendered in place', async () => {
  const invoice = invoiceFixture();
  expect(invoice.lines.length).toBeLessThan(RENDER_ASIDE_FROM_LINES);
  const pdf = await renderInvoicePdfAside(invoice, 'en-US', options);
  expect(Buffer.compare(pdf, await renderInvoicePdf(invoice, 'en-US', options))).toBe(0);
});
