import type { APIRequestContext, Page } from '@playwright/test';
import type { Locale } from '@skyparcel/domain/locale';
import { type ProhibitedItem, ProhibitedItemSchema, pageOf } from '@skyparcel/domain/reference';
import { expect, test } from '../../fixtures/test';
import {
  countryNameInBrowser,
  expectContentLoaded,
  expectDocumentLocale,
  type TranslateFn,
  textsOf,
} from '../support/page-checks';

type ItemSearch = {
  shoppingCountryCode: string;
  deliveryCountryCode: string;
  keyword: string;
  lang: Locale;
};

async function searchThroughApi(request: APIRequestContext, search: ItemSearch) {
  const response = await request.get('/api/shipping/prohibited-items', {
    params: { ...search, page: 1 },
  });
  expect(response.ok()).toBe(true);
  return pageOf(ProhibitedItemSchema).parse(await response.json());
}

async function popularThroughApi(request: APIRequestContext, countryCode: string, lang: Locale) {
  const response = await request.get('/api/shipping/popular-items', {
    params: { countryCode, lang },
  });
  expect(response.ok()).toBe(true);
  return ProhibitedItemSchema.array().parse(await response.json());
}

async function openSearch(page: Page, locale: Locale) {
  const t = textsOf(locale);
  await page.goto(`/?lang=${locale}`);
  await expect(page.getByRole('heading', { level: 1, name: t('home.hero.title') })).toBeVisible();
  await expectContentLoaded(page, locale);
  const section = page.getByRole('region', { name: t('prohibitedItems.title') });
  return {
    section,
    shoppingFrom: section.getByRole('combobox', { name: t('prohibitedItems.shoppingCountry') }),
    deliveringTo: section.getByRole('combobox', { name: t('prohibitedItems.deliveryCountry') }),
    keyword: section.getByRole('searchbox', { name: t('prohibitedItems.keyword') }),
    submit: section.getByRole('button', { name: t('prohibitedItems.submit'), exact: true }),
    // Result rows; the popular-search chips are list items too, but each holds a button.
    results: section.getByRole('listitem').filter({ hasNot: page.getByRole('button') }),
    chips: section.getByRole('list', { name: t('prohibitedItems.popular') }),
  };
}

/** Each found item with its name, its note and its Prohibited or Restricted badge. */
async function expectResults(
  search: Awaited<ReturnType<typeof openSearch>>,
  t: TranslateFn,
  items: readonly ProhibitedItem[],
) {
  await expect(
    search.section.getByText(t('prohibitedItems.resultCount', { total: String(items.length) })),
  ).toBeVisible();
  await expect(search.results).toHaveCount(items.length);
  for (const item of items) {
    const row = search.results.filter({ hasText: item.name });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(t(`prohibitedItems.kind.${item.kind}`));
    if (item.note) {
      await expect(row).toContainText(item.note);
    }
  }
}

test('[VISITOR] searches prohibited items by keyword and country', async ({
  page,
  request,
  expectNoAxeViolations,
}) => {
  const t = textsOf('en-US');
  const found = await searchThroughApi(request, {
    shoppingCountryCode: 'US',
    deliveryCountryCode: 'KW',
    keyword: 'batter',
    lang: 'en-US',
  });
  expect(found.items.length).toBeGreaterThan(0);

  const search = await openSearch(page, 'en-US');
  await expect(search.shoppingFrom).toHaveValue('US');
  await search.shoppingFrom.selectOption('United States');
  await search.deliveringTo.selectOption('Kuwait');
  await search.keyword.fill('batter');
  await search.submit.click();

  await expectResults(search, t, found.items);
  const badge = new RegExp(
    `${t('prohibitedItems.kind.prohibited')}|${t('prohibitedItems.kind.restricted')}`,
  );
  for (const row of await search.results.all()) {
    await expect(row).toContainText(/batter/i);
    await expect(row).toContainText(badge);
  }
  await expect(search.results.filter({ hasText: /lithium batteries/i })).toContainText(
    t('prohibitedItems.kind.restricted'),
  );
  await expectNoAxeViolations(page);

  // A word nothing matches: the empty state, not an empty list.
  await search.keyword.fill('zqxwv teapot');
  await search.submit.click();
  await expect(search.section.getByText(t('prohibitedItems.noResults'))).toBeVisible();
  await expect(search.results).toHaveCount(0);
});

test('[VISITOR] runs a search from a popular item', async ({ page, request }) => {
  const t = textsOf('en-US');
  const popular = await popularThroughApi(request, 'KW', 'en-US');
  const [chosen] = popular;
  if (!chosen) {
    throw new Error('Kuwait has no popular items in the reference data');
  }
  const found = await searchThroughApi(request, {
    shoppingCountryCode: 'GB',
    deliveryCountryCode: 'KW',
    keyword: chosen.name,
    lang: 'en-US',
  });

  const search = await openSearch(page, 'en-US');
  await search.shoppingFrom.selectOption('United Kingdom');
  await search.deliveringTo.selectOption('Kuwait');
  await expect(search.chips.getByRole('button')).toHaveText(popular.map((item) => item.name));
  await search.chips.getByRole('button', { name: chosen.name }).click();

  await expect(search.keyword).toHaveValue(chosen.name);
  await expectResults(search, t, found.items);
  await expect(search.results.filter({ hasText: chosen.name })).toContainText(
    t(`prohibitedItems.kind.${chosen.kind}`),
  );
});

test('[VISITOR] searches prohibited items in French', async ({ page, request }) => {
  const t = textsOf('fr');
  const found = await searchThroughApi(request, {
    shoppingCountryCode: 'US',
    deliveryCountryCode: 'KW',
    keyword: 'batter',
    lang: 'fr',
  });

  const search = await openSearch(page, 'fr');
  await expectDocumentLocale(page, 'fr');
  await search.deliveringTo.selectOption(await countryNameInBrowser(page, 'fr', 'KW'));
  await search.keyword.fill('batter');
  await search.submit.click();

  await expectResults(search, t, found.items);
  await expect(
    search.results.filter({ hasText: 'Batteries au lithium non installées et batteries externes' }),
  ).toContainText(t('prohibitedItems.kind.restricted'));
  await expect(search.section).not.toContainText('Loose lithium batteries');
});
