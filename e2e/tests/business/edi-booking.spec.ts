import { readFile } from 'node:fs/promises';
import type { Download } from '@playwright/test';
import { EDI_BOOKING_COLUMNS, EDI_BOOKING_EXAMPLE } from '@skyparcel/domain/edi-booking';
import { adminAccessSessionApi, openSignedInAs } from '../../fixtures/operator';
import { expect, test } from '../../fixtures/test';
import {
  expectContentLoaded,
  expectDocumentLocale,
  expectNoHorizontalScroll,
  formatInBrowser,
  textsOf,
} from '../support/page-checks';

const BUSINESS_USER_EMAIL = 'business-user@demo.skyparcel.test';

/** A booking CSV of the template's columns: the example row with these changes, one per row. */
function bookingCsv(rows: readonly Partial<Record<string, string>>[]): Buffer {
  const lines = [
    EDI_BOOKING_COLUMNS.join(','),
    ...rows.map((changes) =>
      EDI_BOOKING_COLUMNS.map(
        (column) => `"${changes[column] ?? EDI_BOOKING_EXAMPLE[column]}"`,
      ).join(','),
    ),
  ];
  return Buffer.from(`${lines.join('\n')}\n`);
}

async function textOf(download: Download): Promise<string> {
  return readFile(await download.path(), 'utf8');
}

// Issue 15 asks for the journey in Arabic on a phone as well: the same steps run in the phone
// project in ar-AE (@phone-only), and in English on the desktop.
const JOURNEYS = [
  {
    locale: 'en-US',
    title:
      '[SHIPPER] downloads the template, fixes a file with a bad row after reading the report, books it and prints its labels',
  },
  {
    locale: 'ar-AE',
    title:
      '@phone-only [SHIPPER] books a file in Arabic on a phone, from the bad row to its invoice',
  },
] as const;

for (const { locale, title } of JOURNEYS) {
  test(title, async ({ page, request, admin }) => {
    const t = textsOf(locale);
    const count = (value: number) => formatInBrowser(page, locale, value, {});
    // Through the admin's code: other files act as the same demo shipper at the same time.
    const { token } = await adminAccessSessionApi(request, admin, BUSINESS_USER_EMAIL);
    const main = page.getByRole('main');
    const fileName = `e2e-${locale}-${Date.now()}.csv`;
    await page.addInitScript((language) => window.localStorage.setItem('lang', language), locale);
    await openSignedInAs(page, { token }, '/edi-booking');
    await expectDocumentLocale(page, locale);
    await expectContentLoaded(page, locale);
    await expect(
      main.getByRole('heading', { level: 1, name: t('pages.ediBooking') }),
    ).toBeVisible();

    await test.step('the CSV template names every column and documents it', async () => {
      const downloading = page.waitForEvent('download');
      await main.getByRole('button', { name: t('ediBooking.page.templateCsv') }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toBe('edi-booking-template.csv');
      const [header, ...notes] = (await textOf(download)).trimEnd().split('\n');
      expect(header).toBe(EDI_BOOKING_COLUMNS.join(','));
      expect(notes.some((line) => line.startsWith('# pieces ('))).toBe(true);
    });

    const upload = main.getByRole('region', { name: t('ediBooking.page.uploadHeading') });
    await test.step('a file with one bad row books nothing and says where the problem is', async () => {
      await upload.getByLabel(t('ediBooking.page.fileLabel')).setInputFiles({
        name: fileName,
        mimeType: 'text/csv',
        buffer: bookingCsv([{}, { pieces: '0' }]),
      });
      await upload.getByRole('button', { name: t('ediBooking.page.uploadSubmit') }).click();
      await expect(upload.getByText(t('ediBooking.page.failedTitle'))).toBeVisible();
      // Row 3's row header: '3' on a wide screen, 'Row 3' where the phone layout labels each cell.
      const problem = upload
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name: /(^|\s)3$/ }) });
      await expect(problem).toContainText('pieces');
      await expect(problem).toContainText(t('validation.edi.pieces'));

      const downloading = page.waitForEvent('download');
      await upload.getByRole('button', { name: t('ediBooking.page.downloadReport') }).click();
      const report = await textOf(await downloading);
      expect(report).toContain(`3,pieces,${t('validation.edi.pieces')}`);
    });

    await test.step('the fixed file books both rows', async () => {
      await upload.getByLabel(t('ediBooking.page.fileLabel')).setInputFiles({
        name: fileName,
        mimeType: 'text/csv',
        // The first shipment on three pallets, the second loose boxes (decision 061).
        buffer: bookingCsv([{ palletCount: '3' }, { pieces: '2', palletCount: '' }]),
      });
      await upload.getByRole('button', { name: t('ediBooking.page.uploadSubmit') }).click();
      await expect(
        upload.getByText(t('ediBooking.page.booked', { count: await count(2), file: fileName })),
      ).toBeVisible();
    });

    await test.step('the list shows it booked; its labels come as one PDF', async () => {
      const list = main.getByRole('region', { name: t('ediBooking.page.listHeading') });
      await list.getByLabel(t('ediBooking.page.searchLabel')).fill(fileName);
      await list.getByRole('button', { name: t('ediBooking.page.searchSubmit') }).click();
      const rows = list.getByRole('row', { name: new RegExp(fileName) });
      await expect(rows).toHaveCount(2);
      const booked = rows.filter({ hasText: t('ediBooking.page.status.success') });
      await expect(booked).toContainText(
        t('ediBooking.page.bookedStatus', { count: await count(2) }),
      );
      await expect(rows.filter({ hasText: t('ediBooking.page.status.failed') })).toHaveCount(1);
      await expect(
        booked.locator(`td[data-label="${t('ediBooking.page.columnPallets')}"]`),
      ).toHaveText(await count(3));

      const downloading = page.waitForEvent('download');
      await booked.getByRole('button', { name: t('ediBooking.page.printLabels') }).click();
      const labels = await downloading;
      expect(labels.suggestedFilename()).toMatch(/^booking-\d+-labels\.pdf$/);
      const pdf = await readFile(await labels.path());
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    });

    await test.step('on a phone-sized screen nothing scrolls sideways', async () => {
      await page.setViewportSize({ width: 390, height: 844 });
      await expectNoHorizontalScroll(page);
    });

    await test.step('the booking is billed on account: its invoice waits in the cart', async () => {
      await page.goto('/cart');
      const statement = t('invoices.statements.EDI_BOOKING', { serialNumber: '__N__', fileName })
        .replace(/[.()]/g, '\\$&')
        .replace('__N__', '\\d+');
      await expect(main.getByText(new RegExp(statement))).toBeVisible();
    });

    await test.step('its invoice names the pallets and the boxes’ DIM weight', async () => {
      const owed = await request.get('/api/payment/pendingpayment', {
        headers: { authorization: `Bearer ${token}` },
      });
      const { invoices } = (await owed.json()) as {
        invoices: { id: string; statement: string }[];
      };
      const invoice = invoices.find(({ statement }) => statement.includes(fileName));
      expect(invoice).toBeDefined();
      await page.goto(`/shipping-invoice?id=${invoice?.id}`);
      const details = main.getByRole('article');
      const detail = (key: string) =>
        details.locator('.invoice__detail').filter({
          has: page.locator('dt', { hasText: new RegExp(`^${t(key).replace(/[()]/g, '\\$&')}$`) }),
        });
      await expect(detail('invoices.fields.pallets').locator('dd')).toHaveText(await count(3));
      // Three boxes of 30 x 20 x 15 cm: 3 x 3.31 lb (L x W x H in / 166).
      await expect(detail('invoices.fields.dimWeight').locator('dd')).toHaveText(
        await formatInBrowser(page, locale, 9.93, {
          style: 'unit',
          unit: 'pound',
          maximumFractionDigits: 2,
        }),
      );
    });
  });
}
