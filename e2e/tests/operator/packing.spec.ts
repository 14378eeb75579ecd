import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { openSignedInAs } from '../../fixtures/operator';
import { payOnSandbox } from '../../fixtures/payments';
import { customerWithReceivedPackage, movePackageApi, openSignedIn } from '../../fixtures/suite';
import { expect, test } from '../../fixtures/test';
import { expectNoHorizontalScroll, textsOf } from '../support/page-checks';

const t = textsOf('en-US');
const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const INSTRUCTIONS = 'Please keep the receipts';

/**
 * A fresh customer's ship request awaiting payment, made through the API as the wizard does,
 * with the fragile-stickers option and special instructions, and its Pay now address.
 */
async function payableRequestApi(
  request: APIRequestContext,
  operators: { admin: { token: string }; staff: { token: string } },
) {
  const pkg = await customerWithReceivedPackage(request, operators);
  await movePackageApi(request, operators.staff, pkg.packageId, { status: 'ready_to_send' });
  const headers = auth(pkg.customerToken);
  const contact = await request.post('/api/user/contacts', {
    headers,
    data: {
      firstName: 'Omar',
      lastName: 'Saleh',
      street: 'Block 3, Street 12, Building 7',
      city: 'Salmiya',
      stateOrProvince: 'Hawalli',
      countryCode: 'KW',
      phoneCountryCode: '+965',
      phoneNumber: '5551 2345',
      addressType: 'work',
      shipperConsigneeAddressType: 'consignee',
    },
  });
  expect(contact.status(), await contact.text()).toBe(201);
  const choices = { packageIds: [pkg.packageId], options: ['FRG'] };
  const quote = await request.post('/api/shipping/warehouses/US-DE/shipping-discount', {
    headers,
    data: { ...choices, destinationCode: 'KW' },
  });
  expect(quote.status(), await quote.text()).toBe(200);
  const created = await request.post('/api/shipping', {
    headers,
    data: {
      ...choices,
      contactId: (await contact.json()).id,
      specialInstructions: INSTRUCTIONS,
      valuesConfirmed: true,
      quotedTotal: (await quote.json()).total,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id, orderNumber } = (await created.json()).shipRequest;
  const invoice = await request.post('/api/payment/invoices', {
    headers: { ...headers, 'idempotency-key': randomUUID() },
    data: { shipRequestIds: [id] },
  });
  expect(invoice.status(), await invoice.text()).toBe(200);
  return {
    ...pkg,
    shipRequestId: id as string,
    orderNumber: orderNumber as string,
    payNowUrl: (await invoice.json()).payNowUrl as string,
  };
}

test.describe('on a tablet', () => {
  /** The staff console on a tablet held upright (issue 12: the packing table's screen). */
  test.use({ viewport: { width: 820, height: 1180 } });

  test('[STAFF] packs a paid request in two boxes heavier than paid, opens a label; [CUSTOMER] pays the additional invoice', async ({
    page,
    request,
    admin,
    staff,
    expectNoAxeViolations,
  }) => {
    // Paying on the sandbox's page, then the whole packing screen: long by nature.
    test.slow();
    const paid = await payableRequestApi(request, { admin, staff });
    await openSignedIn(page, paid.customerToken, '/profile');
    await page.goto(paid.payNowUrl);
    await payOnSandbox(page, '4242 4242 4242 4242');
    await expect(
      page.getByRole('heading', { name: t('payments.outcome.succeededTitle') }),
    ).toBeVisible();

    // The clerk's queue of the US warehouse: the request waits there, paid, with its option.
    await openSignedInAs(page, staff, `/staff/packing?warehouse=${paid.warehouseId}&status=paid`);
    const main = page.getByRole('main');
    const row = main.getByRole('row', { name: new RegExp(paid.orderNumber) });
    await expect(row).toContainText(t('operator.packing.checklist.FRG'));
    await expect(row).toContainText(INSTRUCTIONS);
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);
    await row
      .getByRole('link', { name: t('operator.packing.openOrder', { order: paid.orderNumber }) })
      .click();

    // Opening it moves it to Preparing; Pack is refused until the checklist is ticked.
    await expect(
      main.getByRole('heading', {
        level: 1,
        name: t('operator.packing.title', { order: paid.orderNumber }),
      }),
    ).toBeVisible();
    await expect(main).toContainText(t('operator.packing.states.preparing'));
    const form = main.getByRole('form', { name: t('operator.packing.packTitle') });
    const FIELDS = {
      weight: 'operator.packing.boxWeight',
      length: 'operator.packing.length',
      width: 'operator.packing.width',
      depth: 'operator.packing.depth',
    } as const;
    const box = (number: number, field: keyof typeof FIELDS) =>
      form.getByRole('textbox', {
        name: t(FIELDS[field], { number: String(number) }),
        exact: true,
      });
    for (const number of [1, 2]) {
      if (number === 2) {
        await form.getByRole('button', { name: t('operator.packing.addBox') }).click();
      }
      await box(number, 'weight').fill('4');
      await box(number, 'length').fill('30');
      await box(number, 'width').fill('30');
      await box(number, 'depth').fill('30');
    }
    await expect(form).toContainText('billed weight 4 kg');
    await form.getByRole('button', { name: t('operator.packing.pack'), exact: true }).click();
    await expect(form.getByRole('alert')).toHaveText(t('operator.packing.checklistIncomplete'));
    await form.getByRole('checkbox', { name: t('operator.packing.checklist.FRG') }).check();
    await form
      .getByRole('checkbox', {
        name: t('operator.packing.checklistInstructions', { instructions: INSTRUCTIONS }),
      })
      .check();
    await expectNoAxeViolations(page);
    await form.getByRole('button', { name: t('operator.packing.pack'), exact: true }).click();

    // Packed: the AWB, 8 kg billed against the 1.4 kg paid, the difference the customer owes.
    await expect(
      main.getByRole('heading', { name: t('operator.packing.packedTitle') }),
    ).toBeVisible();
    const awb = (
      (await main
        .locator('dt', { hasText: t('operator.packing.airWaybill') })
        .locator('xpath=following-sibling::dd[1]')
        .textContent()) ?? ''
    ).trim();
    expect(awb).toMatch(/^\d{3}-\d{8}$/);
    await expect(
      main.getByRole('status').filter({ hasText: t('operator.packing.differenceTitle') }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);

    // The second box's label opens in a new tab: the PDF, fetched with the clerk's token.
    const label = page.waitForResponse((response) => response.url().includes('/boxes/2/label.pdf'));
    const tab = page.waitForEvent('popup');
    await main
      .getByRole('button', { name: t('operator.packing.printLabel', { number: '2' }) })
      .click();
    const response = await label;
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
    await expect.poll(async () => (await tab).url()).toMatch(/^blob:/);
    const labelUrl = new URL(response.url()).pathname;
    const pdf = await request.get(labelUrl, { headers: auth(staff.token) });
    const bytes = (await pdf.body()).toString('latin1');
    expect(bytes.startsWith('%PDF-')).toBe(true);
    expect(bytes).toContain(`Shipping label ${awb} 2/2`);

    // The customer sees what they owe on the request: a shipping-additional invoice.
    const charges = await request.get(
      `/api/shipping/requests/${paid.shipRequestId}/additional-charges`,
      {
        headers: auth(paid.customerToken),
      },
    );
    const [charge] = await charges.json();
    expect(charge).toMatchObject({
      kind: 'weight_difference',
      isPaid: false,
      reason: { paidKg: 1.4, billedKg: 8 },
      invoiceId: expect.any(String),
    });

    // The clerk's page keeps the clerk's token (an init script): the customer gets a page of their own.
    const customer = await page.context().newPage();
    await test.step('the customer sees the additional invoice in Preparing and the cart, and pays it', async () => {
      await openSignedIn(customer, paid.customerToken, '/my-suite?tab=preparing&lang=en-US');
      const card = customer.getByRole('article', { name: new RegExp(paid.orderNumber) });
      await expect(card).toContainText('Weight difference to pay:');
      await card.getByRole('link', { name: t('suite.shipments.payNow') }).click();
      await expect(customer).toHaveURL(/\/cart/);
      const invoices = customer.getByRole('table', {
        name: t('shipping.cart.invoices.caption', { count: '1' }),
      });
      const row = invoices.getByRole('row', { name: /SA-\d{4}-\d{6}/ });
      await expect(row).toContainText(`Additional shipping charge for order ${paid.orderNumber}`);
      const number = ((await row.getByRole('rowheader').textContent()) ?? '').trim();
      expect(number).toMatch(/^SA-\d{4}-\d{6}$/);
      await row.getByRole('button', { name: t('shipping.cart.invoices.pay', { number }) }).click();
      await payOnSandbox(customer, '4242 4242 4242 4242');
      await expect(
        customer.getByRole('heading', { name: t('payments.outcome.succeededTitle') }),
      ).toBeVisible();
    });

    await test.step('it is paid: gone from the cart, paid in Preparing', async () => {
      await customer.goto('/cart');
      await expect(customer.getByRole('main')).toContainText(t('shipping.cart.empty'));
      await customer.goto('/my-suite?tab=preparing&lang=en-US');
      const card = customer.getByRole('article', { name: new RegExp(paid.orderNumber) });
      await expect(card).toContainText('Weight difference paid:');
      const after = await request.get(
        `/api/shipping/requests/${paid.shipRequestId}/additional-charges`,
        { headers: auth(paid.customerToken) },
      );
      expect(await after.json()).toEqual([expect.objectContaining({ isPaid: true })]);
    });
  });
});

test('[STAFF] @phone-only opens the packing queue and a paid request on a phone', async ({
  page,
  request,
  admin,
  staff,
}) => {
  test.slow();
  const paid = await payableRequestApi(request, { admin, staff });
  await openSignedIn(page, paid.customerToken, '/profile');
  await page.goto(paid.payNowUrl);
  await payOnSandbox(page, '4242 4242 4242 4242');
  await expect(
    page.getByRole('heading', { name: t('payments.outcome.succeededTitle') }),
  ).toBeVisible();

  await openSignedInAs(page, staff, `/staff/packing?warehouse=${paid.warehouseId}&status=paid`);
  const main = page.getByRole('main');
  const open = main.getByRole('link', {
    name: t('operator.packing.openOrder', { order: paid.orderNumber }),
  });
  await expect(open).toBeVisible();
  await expectNoHorizontalScroll(page);
  await open.click();
  await expect(main.getByRole('form', { name: t('operator.packing.packTitle') })).toBeVisible();
  await expect(main).toContainText(t('operator.packing.states.preparing'));
  await expectNoHorizontalScroll(page);
});
