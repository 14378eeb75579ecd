import type { Page } from '@playwright/test';
import type { Locale } from '@skyparcel/domain/locale';
import { AirportRulesSchema } from '@skyparcel/domain/reference';
import { expect, test } from '../../fixtures/test';
import {
  expectContentLoaded,
  expectDocumentLocale,
  expectNoHorizontalScroll,
  formatInBrowser,
  textsOf,
} from '../support/page-checks';

/** An airport's 'HH:MM' as the portal writes it: the airport's own time, in the reader's way. */
function timeInBrowser(page: Page, locale: Locale, time: string): Promise<string> {
  return page.evaluate(
    ([l, hhmm]) => {
      const [hour, minute] = hhmm.split(':').map(Number);
      return new Intl.DateTimeFormat(l, {
        hour: 'numeric',
        minute: '2-digit',
        timeZone: 'UTC',
      }).format(new Date(Date.UTC(2000, 0, 1, hour, minute)));
    },
    [locale, time] as const,
  );
}

test('[VISITOR] @phone chooses a warehouse in the rate calculator and reads its airport rules, in English and Arabic', async ({
  page,
  request,
}) => {
  const answer = await request.get('/api/airport/GB-LON/rules');
  expect(answer.ok()).toBe(true);
  const rules = AirportRulesSchema.parse(await answer.json());
  const { airport, terms } = rules;
  if (!airport || !terms) {
    throw new Error('the seeded London warehouse has an airport and storage terms');
  }

  for (const locale of ['en-US', 'ar-AE'] as const) {
    const t = textsOf(locale);
    await page.goto(`/?lang=${locale}`);
    await expectDocumentLocale(page, locale);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectContentLoaded(page, locale);
    const calculator = page.getByRole('region', { name: t('calculator.title') });
    const panel = calculator.getByRole('region', { name: t('airportRules.title') });
    await expect(panel).toHaveCount(0);

    const warehouse = calculator.getByRole('combobox', {
      name: t('calculator.fromWarehouse'),
      exact: true,
    });
    if (locale === 'en-US') {
      await warehouse.selectOption('United Kingdom');
    } else {
      await warehouse.selectOption(rules.warehouseId);
    }

    await expect(panel).toBeVisible();
    await expect(panel.getByText(`${airport.name} (${airport.code})`)).toBeVisible();
    const money = (amount: number, currency: string) =>
      formatInBrowser(page, locale, amount, { style: 'currency', currency });
    const number = (value: number) => formatInBrowser(page, locale, value, {});
    await expect(panel.getByRole('term')).toHaveText([
      t('airportRules.airport'),
      t('airportRules.hours'),
      t('airportRules.freeStorage'),
      t('airportRules.storageFee'),
      t('airportRules.liability'),
      t('airportRules.volumetric'),
      t('airportRules.chargeableWeight'),
    ]);
    await expect(panel.getByRole('definition')).toHaveText([
      `${airport.name} (${airport.code})${airport.primaryCity}`,
      t('airportRules.hoursValue', {
        opens: await timeInBrowser(page, locale, airport.opensAt),
        closes: await timeInBrowser(page, locale, airport.closesAt),
      }),
      await number(terms.freeStorageDays),
      await money(terms.storageFeePerDay.amount, terms.storageFeePerDay.currency),
      await money(terms.liabilityPerShipment.amount, terms.liabilityPerShipment.currency),
      t('airportRules.volumetricValue', {
        inches: await number(rules.weight.volumetricDivisor.In),
        centimetres: await number(rules.weight.volumetricDivisor.Cm),
      }),
      t('airportRules.chargeableWeightValue', {
        limit: await formatInBrowser(page, locale, rules.weight.oversizeDimensionSumCm, {
          style: 'unit',
          unit: 'centimeter',
          maximumFractionDigits: 2,
        }),
      }),
    ]);
    await expectNoHorizontalScroll(page);

    // The prohibited items are further down the same page: the link goes there, in this tab.
    await panel.getByRole('link', { name: t('airportRules.prohibitedLink') }).click();
    await expect(
      page.getByRole('heading', { level: 2, name: t('prohibitedItems.title') }),
    ).toBeInViewport();
    expect(page.context().pages()).toHaveLength(1);
  }
});
