import { expect, test } from '../../fixtures/test';
import {
  expectContentLoaded,
  expectDocumentLocale,
  expectNoHorizontalScroll,
  textsOf,
} from '../support/page-checks';

/** Below this width the navigation hides behind the burger button (apps/web layout.css). */
const BURGER_BREAKPOINT_PX = 768;

const PAGES = [
  { path: '/', name: 'home', headingKey: 'home.hero.title', linkKey: 'nav.faqs', to: '/faqs' },
  {
    path: '/contact-us',
    name: 'contact-us',
    headingKey: 'contactUs.title',
    linkKey: 'nav.tracking',
    to: '/Tracking',
  },
] as const;

const t = textsOf('en-US');

for (const { path, name, headingKey, linkKey, to } of PAGES) {
  // The desktop project runs every test too; there the same page shows its navigation inline.
  test(`[VISITOR] @phone reads ${name} and opens the burger menu`, async ({
    page,
    expectNoAxeViolations,
  }) => {
    await page.goto(`${path}?lang=en-US`);
    await expect(page.getByRole('heading', { level: 1, name: t(headingKey) })).toBeVisible();
    await expectDocumentLocale(page, 'en-US');
    await expectContentLoaded(page, 'en-US');
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page);

    const navigation = page.getByRole('navigation', { name: t('header.navigation') });
    const burger = page.getByRole('button', { name: t('header.menu') });
    const isPhone = (page.viewportSize()?.width ?? 0) < BURGER_BREAKPOINT_PX;

    if (isPhone) {
      await expect(burger).toBeVisible();
      await expect(burger).toHaveAttribute('aria-expanded', 'false');
      await expect(navigation).toBeHidden();

      await burger.click();
      await expect(burger).toHaveAttribute('aria-expanded', 'true');
      await expect(navigation).toBeVisible();
      await expect(page.getByRole('combobox', { name: t('header.language') })).toBeVisible();
      await expect(
        page.getByRole('banner').getByRole('button', { name: t('auth.logIn') }),
      ).toBeVisible();
      await expectNoHorizontalScroll(page);
      await expectNoAxeViolations(page);
    } else {
      await expect(burger).toBeHidden();
      await expect(navigation).toBeVisible();
    }

    await navigation.getByRole('link', { name: t(linkKey) }).click();
    await expect(page).toHaveURL((url) => url.pathname === to);
    if (isPhone) {
      // Following a link closes the menu again.
      await expect(burger).toHaveAttribute('aria-expanded', 'false');
      await expect(navigation).toBeHidden();
    }
    await expectNoHorizontalScroll(page);
  });
}
