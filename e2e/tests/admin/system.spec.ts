import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import type { SystemStatus } from '@skyparcel/domain/system';
import { openSignedInAs } from '../../fixtures/operator';
import { expect, test } from '../../fixtures/test';
import {
  expectContentLoaded,
  expectDocumentLocale,
  expectNoHorizontalScroll,
  formatInBrowser,
  textsOf,
} from '../support/page-checks';

const t = textsOf('en-US');
const ar = textsOf('ar-AE');

/** The commit the portal under test was built from (apps/api build.mjs writes it). */
function builtCommit(): string {
  const file = join(import.meta.dirname, '../../../apps/api/dist/build-info.json');
  const { commit } = JSON.parse(readFileSync(file, 'utf8')) as { commit: string | null };
  if (!commit) {
    throw new Error(`${file} names no commit: build from a git working copy`);
  }
  return commit;
}

/** The answer the page itself received, so the figures are compared with what it was told. */
function systemAnswer(page: Page) {
  return page
    .waitForResponse((response) => new URL(response.url()).pathname === '/api/admin/system')
    .then(async (response) => {
      expect(response.status()).toBe(200);
      return (await response.json()) as SystemStatus;
    });
}

test('[ADMIN] opens System from the menu and reads the build’s commit and the mail outbox', async ({
  page,
  admin,
  expectNoAxeViolations,
}) => {
  const main = page.getByRole('main');
  await openSignedInAs(page, admin, '/admin/users');
  await page.getByRole('button', { name: admin.firstName }).click();
  const answer = systemAnswer(page);
  await page.getByRole('link', { name: t('auth.userMenu.system') }).click();
  await expect(page).toHaveURL(/\/admin\/system$/);
  await expect(
    main.getByRole('heading', { level: 1, name: t('operator.system.title') }),
  ).toBeVisible();
  const status = await answer;
  await expectContentLoaded(page, 'en-US');

  const build = main.getByRole('region', { name: t('operator.system.build.title') });
  const commit = builtCommit();
  await expect(build.getByText(commit.slice(0, 12), { exact: true })).toHaveAttribute(
    'title',
    commit,
  );

  const outbox = main.getByRole('region', { name: t('operator.system.outbox.title') });
  expect(status.outbox).not.toBeNull();
  const depth = await formatInBrowser(page, 'en-US', status.outbox?.depth ?? -1, {
    maximumFractionDigits: 0,
  });
  await expect(
    outbox.getByRole('definition').filter({ hasText: new RegExp(`^${depth}$`) }),
  ).toBeVisible();
  await expect(outbox.getByText(t('operator.system.outbox.depth'))).toBeVisible();

  // The passes server.ts runs at boot are listed by name.
  const jobs = main.getByRole('region', { name: t('operator.system.passes.title') });
  await expect(
    jobs.getByRole('rowheader', { name: t('operator.system.passNames.storage_reminders') }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});

test('[ADMIN] @phone-only reads System in Arabic, right to left, without scrolling sideways', async ({
  page,
  admin,
}) => {
  await page.addInitScript(() => window.localStorage.setItem('lang', 'ar-AE'));
  const answer = systemAnswer(page);
  await openSignedInAs(page, admin, '/admin/system');
  const main = page.getByRole('main');
  await expect(
    main.getByRole('heading', { level: 1, name: ar('operator.system.title') }),
  ).toBeVisible();
  await expectDocumentLocale(page, 'ar-AE');
  const status = await answer;
  await expectContentLoaded(page, 'ar-AE');
  const outbox = main.getByRole('region', { name: ar('operator.system.outbox.title') });
  const depth = await formatInBrowser(page, 'ar-AE', status.outbox?.depth ?? -1, {
    maximumFractionDigits: 0,
  });
  await expect(outbox.getByRole('definition').filter({ hasText: depth }).first()).toBeVisible();
  await expect(main.getByText(builtCommit().slice(0, 12), { exact: true })).toBeVisible();
  await expectNoHorizontalScroll(page);
});
