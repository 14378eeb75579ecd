import type { Page } from '@playwright/test';
import { isRtlLocale, type Locale } from '@skyparcel/domain/locale';
import { translate } from '@skyparcel/i18n';
import { expect } from '../../fixtures/test';

export type TranslateFn = (key: string, params?: Record<string, string>) => string;

/** The texts of one language, read from the same dictionaries the portal ships. */
export function textsOf(locale: Locale): TranslateFn {
  return (key, params) => translate(locale, key, params);
}

/** `<html lang dir>` follow the language: right to left for Arabic only. */
export async function expectDocumentLocale(page: Page, locale: Locale) {
  const html = page.locator('html');
  await expect(html).toHaveAttribute('lang', locale);
  await expect(html).toHaveAttribute('dir', isRtlLocale(locale) ? 'rtl' : 'ltr');
}

/**
 * Waits until no 'Loading…' spinner is left, so checks (and axe) see what the visitor sees.
 * Call it once the page's heading is visible: spinners appear in the same render.
 */
export async function expectContentLoaded(page: Page, locale: Locale) {
  await expect(
    page.getByRole('status').filter({ hasText: translate(locale, 'common.loading') }),
  ).toHaveCount(0);
}

export async function expectNoHorizontalScroll(page: Page) {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), {
      message: 'the page must not scroll sideways (scrollWidth - innerWidth)',
    })
    .toBeLessThanOrEqual(0);
}

/**
 * A number as the portal formats it (Intl in the browser), so a different ICU in Node never
 * makes the expected text differ from what the page shows.
 */
export function formatInBrowser(
  page: Page,
  locale: Locale,
  value: number,
  options: Intl.NumberFormatOptions,
): Promise<string> {
  return page.evaluate(([l, v, o]) => new Intl.NumberFormat(l, o).format(v), [
    locale,
    value,
    options,
  ] as const);
}

/** A country's name in a language, as the portal's country pickers show it. */
export function countryNameInBrowser(page: Page, locale: Locale, code: string): Promise<string> {
  return page.evaluate(([l, c]) => new Intl.DisplayNames(l, { type: 'region' }).of(c) ?? c, [
    locale,
    code,
  ] as const);
}
