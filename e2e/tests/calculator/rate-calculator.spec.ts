import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { Locale } from '@skyparcel/domain/locale';
import { type DeliveryPrice, DeliveryPriceSchema } from '@skyparcel/domain/pricing';
import { WarehouseSchema } from '@skyparcel/domain/reference';
import { inToCm, lbToKg } from '@skyparcel/domain/units';
import { expect, test } from '../../fixtures/test';
import {
  expectContentLoaded,
  expectNoHorizontalScroll,
  formatInBrowser,
  type TranslateFn,
  textsOf,
} from '../support/page-checks';

type PriceQuery = {
  warehouseCode: string;
  toCountryCode: string;
  weightKg: number;
  length: number;
  width: number;
  depth: number;
  unitDimension: 'Cm' | 'In';
  value: number;
  valueCurrency: string;
};

/** The API's own answer to the question the visitor asks, to know which figures to expect. */
async function priceThroughApi(
  request: APIRequestContext,
  { warehouseCode, weightKg, ...query }: PriceQuery,
): Promise<DeliveryPrice> {
  const warehouses = WarehouseSchema.array().parse(
    await (await request.get('/api/deliveries/warehouses')).json(),
  );
  const warehouse = warehouses.find((candidate) => candidate.code === warehouseCode);
  if (!warehouse) {
    throw new Error(`no warehouse ${warehouseCode} in the reference data`);
  }
  const response = await request.get('/api/deliveries/price', {
    params: { ...query, fromWarehouseId: warehouse.id, weight: weightKg, pieces: 1 },
  });
  expect(response.ok()).toBe(true);
  return DeliveryPriceSchema.parse(await response.json());
}

function calculatorOf(page: Page, t: TranslateFn) {
  const section = page.getByRole('region', { name: t('calculator.title') });
  return {
    section,
    field: (key: string) => section.getByRole('textbox', { name: t(key), exact: true }),
    picker: (key: string) => section.getByRole('combobox', { name: t(key), exact: true }),
    calculate: section.getByRole('button', { name: t('calculator.submit') }),
    result: section.getByRole('region', { name: t('calculator.result.title') }),
  };
}

/** Every term and value of the quote, in the order the page lists them. */
async function expectQuote(
  page: Page,
  result: Locator,
  locale: Locale,
  price: DeliveryPrice,
): Promise<void> {
  const t = textsOf(locale);
  const money = (amount: number, currency: string) =>
    formatInBrowser(page, locale, amount, { style: 'currency', currency });
  const kg = (value: number) =>
    formatInBrowser(page, locale, value, {
      style: 'unit',
      unit: 'kilogram',
      maximumFractionDigits: 2,
    });
  const percent = (value: number) =>
    formatInBrowser(page, locale, value / 100, { style: 'percent', maximumFractionDigits: 2 });
  const { customs } = price;
  if (!customs) {
    throw new Error('the quote has no duty and VAT estimate');
  }
  if (price.volumetricWeightKg === null) {
    throw new Error('the quote has no volumetric weight');
  }

  await expect(result.getByText(await money(price.amount, price.currency))).toBeVisible();
  const threshold = await money(customs.threshold.amount, customs.threshold.currency);
  const verdict = customs.isAboveThreshold
    ? 'calculator.customs.aboveThreshold'
    : 'calculator.customs.belowThreshold';
  await expect(result.getByText(t(verdict, { threshold }))).toBeVisible();

  await expect(result.getByRole('term')).toHaveText([
    t('calculator.result.actualWeight'),
    t('calculator.result.volumetricWeight'),
    t('calculator.result.chargeableWeight'),
    t('calculator.customs.threshold'),
    t('calculator.customs.cif'),
    t('calculator.customs.duty', { rate: await percent(customs.dutyRatePercent) }),
    t('calculator.customs.adminFee'),
    t('calculator.customs.vat', { rate: await percent(customs.vatRatePercent) }),
    t('calculator.customs.total'),
  ]);
  await expect(result.getByRole('definition')).toHaveText([
    await kg(price.actualWeightKg),
    await kg(price.volumetricWeightKg),
    await kg(price.chargeableWeightKg),
    threshold,
    await money(customs.cif.amount, customs.cif.currency),
    await money(customs.duty.amount, customs.duty.currency),
    await money(customs.adminFee.amount, customs.adminFee.currency),
    await money(customs.vat.amount, customs.vat.currency),
    await money(customs.total.amount, customs.total.currency),
  ]);
}

test('[VISITOR] prices a parcel from the UK to Kuwait in kilograms and centimetres', async ({
  page,
  request,
}) => {
  const t = textsOf('en-US');
  const price = await priceThroughApi(request, {
    warehouseCode: 'GB-LON',
    toCountryCode: 'KW',
    weightKg: 2,
    length: 100,
    width: 60,
    depth: 50,
    unitDimension: 'Cm',
    value: 2000,
    valueCurrency: 'USD',
  });
  // 100 x 60 x 50 cm / 6000 = 50 kg outweighs the 2 kg; Kuwait's KWD 100 threshold is passed.
  expect(price).toMatchObject({
    currency: 'GBP',
    actualWeightKg: 2,
    volumetricWeightKg: 50,
    chargeableWeightKg: 50,
  });
  expect(price.customs).toMatchObject({
    isAboveThreshold: true,
    threshold: { amount: 100, currency: 'KWD' },
    adminFee: { amount: 1, currency: 'KWD' },
  });
  expect(price.customs?.total.amount).toBeGreaterThan(1);

  await page.goto('/?lang=en-US');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectContentLoaded(page, 'en-US');
  const calculator = calculatorOf(page, t);

  await calculator.calculate.click();
  await expect(calculator.section.getByText(t('validation.required')).first()).toBeVisible();
  await expect(calculator.field('calculator.weight')).toHaveAttribute('aria-invalid', 'true');

  await calculator.picker('calculator.fromWarehouse').selectOption('United Kingdom');
  await calculator.picker('calculator.toCountry').selectOption('Kuwait');
  await calculator.field('calculator.weight').fill('2');
  await calculator.picker('calculator.weightUnit').selectOption(t('common.units.kg'));
  await calculator.picker('calculator.dimensionUnit').selectOption(t('common.units.cm'));
  await calculator.field('calculator.length').fill('100');
  await calculator.field('calculator.width').fill('60');
  await calculator.field('calculator.depth').fill('50');
  await expect(
    calculator.section.getByText(t('calculator.volumetricPreview', { weight: '50 kg' })),
  ).toBeVisible();
  await calculator.field('calculator.value').fill('2000');
  await calculator.picker('calculator.currency').selectOption('USD');
  await calculator.calculate.click();

  await expect(calculator.result).toBeVisible();
  await expectQuote(page, calculator.result, 'en-US', price);
  // The figures named in the issue, as they read on the page.
  await expect(calculator.result.getByRole('definition')).toContainText([
    '2 kg',
    '50 kg',
    '50 kg',
    'KWD 100.000',
  ]);
  await expect(calculator.result.getByText(/^£[\d,]+\.\d{2}$/)).toBeVisible();
  await expect(
    calculator.result.getByRole('term').filter({ hasText: t('calculator.customs.adminFee') }),
  ).toBeVisible();
  await expect(calculator.result.getByRole('definition').nth(6)).toHaveText('KWD 1.000');
});

test('[VISITOR] @phone prices a parcel from the USA to the UAE in pounds and inches', async ({
  page,
  request,
}) => {
  const t = textsOf('en-US');
  const pounds = 10;
  const inches = [12, 10, 8] as const;
  const price = await priceThroughApi(request, {
    warehouseCode: 'US-DE',
    toCountryCode: 'AE',
    weightKg: lbToKg(pounds),
    length: inches[0],
    width: inches[1],
    depth: inches[2],
    unitDimension: 'In',
    value: 100,
    valueCurrency: 'USD',
  });
  // USD 100 is below the UAE's AED 1,000 threshold: nothing is due.
  expect(price.customs).toMatchObject({
    isAboveThreshold: false,
    threshold: { amount: 1000, currency: 'AED' },
    total: { amount: 0, currency: 'AED' },
  });

  await page.goto('/?lang=en-US');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectContentLoaded(page, 'en-US');
  const calculator = calculatorOf(page, t);

  await calculator.picker('calculator.fromWarehouse').selectOption('United States');
  await calculator.picker('calculator.toCountry').selectOption('United Arab Emirates');
  // Pounds and inches are what the form starts with.
  await expect(calculator.picker('calculator.weightUnit')).toHaveValue('Lb');
  await expect(calculator.picker('calculator.dimensionUnit')).toHaveValue('In');
  await calculator.field('calculator.weight').pressSequentially(String(pounds));
  await expect(
    calculator.section.getByText(t('calculator.converted', { value: '4.54 kg' })),
  ).toBeVisible();
  const sides = ['calculator.length', 'calculator.width', 'calculator.depth'] as const;
  for (const [index, key] of sides.entries()) {
    await calculator.field(key).pressSequentially(String(inches[index]));
    const centimetres = await formatInBrowser(page, 'en-US', inToCm(inches[index] ?? 0), {
      style: 'unit',
      unit: 'centimeter',
      maximumFractionDigits: 2,
    });
    await expect(
      calculator.section.getByText(t('calculator.converted', { value: centimetres })),
    ).toBeVisible();
  }
  await expect(calculator.section.getByText('about 30.48 cm')).toBeVisible();
  await calculator.field('calculator.value').fill('100');
  await calculator.calculate.click();

  await expect(calculator.result).toBeVisible();
  await expectQuote(page, calculator.result, 'en-US', price);
  await expect(
    calculator.result.getByText(
      t('calculator.customs.belowThreshold', { threshold: 'AED 1,000.00' }),
    ),
  ).toBeVisible();
  await expect(calculator.result.getByRole('definition').last()).toHaveText('AED 0.00');
  await expectNoHorizontalScroll(page);
});
