import { LOCALE_NAMES, LOCALES } from '@skyparcel/domain/locale';
import { expect, test } from '../../fixtures/test';
import {
  expectContentLoaded,
  expectDocumentLocale,
  expectNoHorizontalScroll,
  textsOf,
} from '../support/page-checks';

/** Each public page with the keys of its main heading and of its document title. */
const PUBLIC_PAGES = [
  { path: '/', headingKey: 'home.hero.title', titleKey: 'pages.home' },
  { path: '/Tracking', headingKey: 'tracking.page.title', titleKey: 'pages.tracking' },
  { path: '/faqs', headingKey: 'faqs.title', titleKey: 'pages.faqs' },
  { path: '/aboutus', headingKey: 'about.title', titleKey: 'pages.aboutUs' },
  { path: '/contact-us', headingKey: 'contactUs.title', titleKey: 'pages.contactUs' },
] as const;

// The language a visitor's browser asks for when no `?lang=` is given.
test.use({ locale: 'en-US' });

// One test per language walking its five pages, a step per page so a failure names it: a new
// browser context per page cost more than the checks. The limit allows a busy machine.
for (const locale of LOCALES) {
  test(`[VISITOR] reads every public page in ${locale}`, async ({
    page,
    expectNoAxeViolations,
  }) => {
    test.setTimeout(120_000);
    const t = textsOf(locale);
    for (const { path, headingKey, titleKey } of PUBLIC_PAGES) {
      await test.step(path, async () => {
        await page.goto(`${path}?lang=${locale}`);

        await expect(
          page.getByRole('heading', { level: 1, name: t(headingKey), exact: true }),
        ).toBeVisible();
        await expect(page).toHaveTitle(`${t(titleKey)} | Skyparcel`);
        await expectDocumentLocale(page, locale);
        await expect(page.getByRole('navigation', { name: t('header.navigation') })).toBeVisible();

        await expectContentLoaded(page, locale);
        await expectNoAxeViolations(page);
      });
    }
  });
}

test('[VISITOR] switches the language in place and keeps the choice after a reload', async ({
  page,
}) => {
  const en = textsOf('en-US');
  const fr = textsOf('fr');
  const ar = textsOf('ar-AE');
  await page.goto('/faqs');
  await expect(page.getByRole('heading', { level: 1, name: en('faqs.title') })).toBeVisible();
  await expectDocumentLocale(page, 'en-US');
  // Set on this document only: it survives a switch in place, not a page load.
  await page.evaluate(() => Object.assign(window, { e2eSameDocument: true }));

  await page.getByRole('combobox', { name: en('header.language') }).selectOption(LOCALE_NAMES.fr);

  await expect(page.getByRole('heading', { level: 1, name: fr('faqs.title') })).toBeVisible();
  await expectDocumentLocale(page, 'fr');
  await expect(page.getByRole('link', { name: fr('nav.contactUs') }).first()).toBeVisible();
  await expect(page).toHaveTitle(`${fr('pages.faqs')} | Skyparcel`);
  expect(new URL(page.url()).pathname).toBe('/faqs');
  expect(await page.evaluate(() => 'e2eSameDocument' in window)).toBe(true);

  await page
    .getByRole('combobox', { name: fr('header.language') })
    .selectOption(LOCALE_NAMES['ar-AE']);
  await expect(page.getByRole('heading', { level: 1, name: ar('faqs.title') })).toBeVisible();
  await expectDocumentLocale(page, 'ar-AE');
  expect(await page.evaluate(() => 'e2eSameDocument' in window)).toBe(true);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: ar('faqs.title') })).toBeVisible();
  await expectDocumentLocale(page, 'ar-AE');
  await expect(page.getByRole('combobox', { name: ar('header.language') })).toHaveValue('ar-AE');
  expect(await page.evaluate(() => 'e2eSameDocument' in window)).toBe(false);

  // A page that brings its own texts, opened with `?lang=`: the address follows the choice.
  await page.goto('/contact-us?lang=no');
  const no = textsOf('no');
  await expect(page.getByRole('tab', { name: no('contactUs.forms.general') })).toBeVisible();
  await page.getByRole('combobox', { name: no('header.language') }).selectOption(LOCALE_NAMES.fr);
  await expect(page.getByRole('heading', { level: 1, name: fr('contactUs.title') })).toBeVisible();
  await expect(page.getByRole('tab', { name: fr('contactUs.forms.loss_claim') })).toBeVisible();
  await expect(page.getByLabel(fr('contactUs.fields.firstName'))).toBeVisible();
  await expect(page).toHaveURL(/\/contact-us\?lang=fr$/);
});

test('[VISITOR] sees the header change style once the page scrolls past 50 px', async ({
  page,
}) => {
  await page.goto('/?lang=en-US');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectContentLoaded(page, 'en-US');
  const header = page.getByRole('banner');
  const shadowOf = () => header.evaluate((element) => getComputedStyle(element).boxShadow);
  await expect(header).not.toHaveClass(/\bis-scrolled\b/);
  const restingShadow = await shadowOf();

  await page.evaluate(() => window.scrollTo(0, 40));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(40);
  await expect(header).not.toHaveClass(/\bis-scrolled\b/);

  // Well past the threshold: the header shrinks when scrolled, and the page moves up with it.
  await page.evaluate(() => window.scrollTo(0, 200));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  await expect(header).toHaveClass(/\bis-scrolled\b/);
  await expect.poll(shadowOf).not.toBe(restingShadow);
  await expect(header).toBeInViewport();

  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(header).not.toHaveClass(/\bis-scrolled\b/);
  await expect.poll(shadowOf).toBe(restingShadow);
});

test('[VISITOR] sees the countries’ flags, named in the page’s language and served by the portal', async ({
  page,
  baseURL,
}) => {
  const t = textsOf('fr');
  const origin = new URL(baseURL ?? '').origin;
  const elsewhere: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).origin !== origin) {
      elsewhere.push(request.url());
    }
  });
  await page.goto('/?lang=fr');
  await expectContentLoaded(page, 'fr');

  // The hero's flags print no name beside them: each one's text is the country's, in French.
  const hero = page.getByRole('region', { name: t('home.hero.title') });
  for (const name of ['États-Unis', 'Royaume-Uni', 'Émirats arabes unis', 'Koweït']) {
    // The Emirates are on both rows.
    const flag = hero.getByRole('img', { name, exact: true }).first();
    await expect(flag).toBeVisible();
    const src = (await flag.getAttribute('src')) ?? '';
    expect(new URL(src, origin).origin).toBe(origin);
    await expect
      .poll(() => flag.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
  }

  // A select cannot hold images: the chosen destination's flag shows in its box, decorative
  // since the select names the country.
  const destination = page.getByRole('combobox', { name: t('calculator.toCountry') });
  await destination.selectOption('KW');
  const chosenFlag = destination.locator('xpath=..').locator('img');
  await expect(chosenFlag).toHaveAttribute('alt', '');
  await expect(chosenFlag).toHaveAttribute('src', /kw[^/]*\.svg$/);
  await expect
    .poll(() => chosenFlag.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);

  expect(elsewhere).toEqual([]);
});

test('[VISITOR] finds the year, support e-mail, developer and social links in the footer', async ({
  page,
}) => {
  // The year of the visitor's day in the browser's zone (Dubai, playwright.config.ts): on 31
  // December after 20:00 UTC it is already the next year there.
  const year = await page.evaluate(() => String(new Date().getFullYear()));

  for (const locale of ['en-US', 'ar-AE'] as const) {
    const t = textsOf(locale);
    await page.goto(`/aboutus?lang=${locale}`);
    const footer = page.getByRole('contentinfo');

    await expect(footer).toContainText(t('footer.copyright', { year }));
    const supportEmail = t('footer.supportEmail');
    expect(supportEmail).toBe('support@skyparcel.example');
    await expect(footer.getByRole('link', { name: supportEmail })).toHaveAttribute(
      'href',
      `mailto:${supportEmail}`,
    );
    await expect(footer.getByRole('link', { name: t('footer.developedBy') })).toHaveAttribute(
      'href',
      /^https:\/\/[^/\s]+/,
    );
    await expect(footer.getByRole('link', { name: t('footer.social') })).toHaveAttribute(
      'href',
      /^https:\/\/[^/\s]+/,
    );
    await expect(
      footer
        .getByRole('navigation', { name: t('footer.navigation') })
        .getByRole('link', { name: t('nav.tracking') }),
    ).toHaveAttribute('href', '/Tracking');
  }
});

test('[VISITOR] is asked to log in on a signed-in page', async ({ page }) => {
  const cases = [
    { locale: 'en-US', path: '/my-suite', pageKey: 'pages.mySuite' },
    { locale: 'ar-AE', path: '/invoices', pageKey: 'pages.invoices' },
  ] as const;

  for (const { locale, path, pageKey } of cases) {
    const t = textsOf(locale);
    await page.goto(`${path}?lang=${locale}`);
    const main = page.getByRole('main');

    await expect(
      main.getByRole('heading', { level: 1, name: t('auth.signInRequired.title') }),
    ).toBeVisible();
    await expect(main).toContainText(t('auth.signInRequired.description', { page: t(pageKey) }));
    await expect(page).toHaveTitle(`${t(pageKey)} | Skyparcel`);
    await expectDocumentLocale(page, locale);

    await main.getByRole('button', { name: t('auth.logIn') }).click();
    // The Login modal opens over this page, so the visitor stays where they were.
    await expect(page).toHaveURL(new RegExp(`${path}\\?lang=${locale}&login$`));
  }
});

test('[VISITOR] sees the not-found page on an unknown address', async ({
  page,
  expectNoAxeViolations,
}) => {
  const t = textsOf('en-US');
  await page.goto('/no/such/page?lang=en-US');

  await expect(
    page.getByRole('heading', { level: 1, name: t('notFound.title'), exact: true }),
  ).toBeVisible();
  await expect(page.getByText(t('notFound.description'))).toBeVisible();
  await expect(page).toHaveTitle(`${t('pages.notFound')} | Skyparcel`);
  await expectNoAxeViolations(page);

  await page
    .getByRole('main')
    .getByRole('link', { name: t('notFound.home') })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: t('home.hero.title') })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/');
});

test('[VISITOR] sees the maintenance picture on the maintenance page', async ({
  page,
  expectNoAxeViolations,
}) => {
  const response = await page.goto('/maintenance.html');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Skyparcel is down for maintenance',
  );

  const picture = page.getByRole('img', { name: /down for maintenance/i });
  await expect(picture).toBeVisible();
  await expect
    .poll(() =>
      picture.evaluate((image) =>
        image instanceof HTMLImageElement && image.complete ? image.naturalWidth : 0,
      ),
    )
    .toBeGreaterThan(0);
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page);
});
