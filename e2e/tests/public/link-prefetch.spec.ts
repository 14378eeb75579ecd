import type { Locator } from '@playwright/test';
import { expect, test } from '../../fixtures/test';
import { textsOf } from '../support/page-checks';

const t = textsOf('en-US');

/** The About us page's own chunk, as the build names it after its module (about-us-page.tsx). */
const ABOUT_US_CHUNK = /\/assets\/about-us-page-[\w-]+\.js$/;

/** Spec section 9, 'Link prefetch margin 200px'. */
const PREFETCH_MARGIN_PX = 200;

/** Scrolls so the top of `link` sits `distance` px below the bottom of the viewport. */
async function scrollLinkBelowViewport(link: Locator, distance: number) {
  await link.evaluate((element, below) => {
    const top = element.getBoundingClientRect().top;
    window.scrollBy(0, top - window.innerHeight - below);
  }, distance);
}

// A phone's width: the header's links hide in the burger menu, so the footer's About us is the
// only link to that page, far below the top of the long home page.
test.use({ viewport: { width: 390, height: 844 } });

test('[VISITOR] a link fetches its page’s code as it comes within 200 px of the screen, before the click', async ({
  page,
}) => {
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (ABOUT_US_CHUNK.test(new URL(request.url()).pathname)) {
      fetched.push(request.url());
    }
  });
  await page.goto('/?lang=en-US');
  await expect(page.getByRole('heading', { level: 1, name: t('home.hero.title') })).toBeVisible();
  const aboutUs = page.getByRole('contentinfo').getByRole('link', { name: t('nav.aboutUs') });

  // Further than the margin: nothing yet, even once the page is idle.
  await scrollLinkBelowViewport(aboutUs, PREFETCH_MARGIN_PX * 2);
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
  expect(fetched).toEqual([]);

  // Within the margin, still out of sight: the page's code comes.
  await scrollLinkBelowViewport(aboutUs, PREFETCH_MARGIN_PX / 2);
  await expect(aboutUs).not.toBeInViewport();
  await expect.poll(() => fetched.length).toBe(1);

  // The click opens the page with the code already there: it is not fetched again.
  await aboutUs.click();
  await expect(page.getByRole('heading', { level: 1, name: t('about.title') })).toBeVisible();
  expect(fetched).toHaveLength(1);
});

test('[VISITOR] who saves data gets no page fetched ahead', async ({ page }) => {
  await page.addInitScript(() =>
    Object.defineProperty(navigator, 'connection', { value: { saveData: true } }),
  );
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (ABOUT_US_CHUNK.test(new URL(request.url()).pathname)) {
      fetched.push(request.url());
    }
  });
  await page.goto('/?lang=en-US');
  const aboutUs = page.getByRole('contentinfo').getByRole('link', { name: t('nav.aboutUs') });
  await aboutUs.scrollIntoViewIfNeeded();
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
  expect(fetched).toEqual([]);

  // The link works as any other: the page's code comes with the click.
  await aboutUs.click();
  await expect(page.getByRole('heading', { level: 1, name: t('about.title') })).toBeVisible();
  expect(fetched).toHaveLength(1);
});
