import { openSignedInAs } from '../../fixtures/operator';
import { expect, test } from '../../fixtures/test';
import {
  expectContentLoaded,
  expectDocumentLocale,
  expectNoHorizontalScroll,
  textsOf,
} from '../support/page-checks';

const t = textsOf('en-US');
const ar = textsOf('ar-AE');

test('[ADMIN] opens Background jobs from the menu, runs a job now and sees it run', async ({
  page,
  admin,
  expectNoAxeViolations,
}) => {
  const main = page.getByRole('main');
  await openSignedInAs(page, admin, '/admin/users');
  await page.getByRole('button', { name: admin.firstName }).click();
  await page.getByRole('link', { name: t('auth.userMenu.jobs') }).click();
  await expect(page).toHaveURL(/\/admin\/jobs$/);
  await expect(
    main.getByRole('heading', { level: 1, name: t('operator.jobs.title') }),
  ).toBeVisible();
  await expectContentLoaded(page, 'en-US');

  // Every job is listed with its schedule; the portal ran each once when it started.
  const jobName = t('operator.system.passNames.telemetry_rollup_fold');
  const row = main.getByRole('row').filter({
    has: page.getByRole('rowheader', { name: jobName }),
  });
  await expect(row).toContainText('*/5 * * * *');
  await expect(
    main.getByRole('rowheader', { name: t('operator.system.passNames.mail_outbox') }),
  ).toBeVisible();

  const ran = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === '/api/admin/jobs/telemetry_rollup_fold/run' &&
      response.request().method() === 'POST',
  );
  await row.getByRole('button', { name: t('operator.jobs.runNow') }).click();
  const { queued } = (await (await ran).json()) as { queued: boolean };
  await expect(
    main.getByText(
      t(queued ? 'operator.jobs.queuedNow' : 'operator.jobs.alreadyQueued', { job: jobName }),
    ),
  ).toBeVisible();

  // The run is taken at once: after a reload nothing of it waits or runs.
  await expect(async () => {
    await page.reload();
    const cells = row.getByRole('cell');
    // After the schedule and the last run: waiting, then running.
    await expect(cells.nth(2)).toHaveText('0');
    await expect(cells.nth(3)).toHaveText('0');
  }).toPass({ timeout: 15_000 });
  await expect(row).not.toContainText(t('operator.jobs.never'));
  await expectNoAxeViolations(page);
});

test('[ADMIN] @phone-only reads Background jobs in Arabic, right to left, without scrolling sideways', async ({
  page,
  admin,
}) => {
  await page.addInitScript(() => window.localStorage.setItem('lang', 'ar-AE'));
  await openSignedInAs(page, admin, '/admin/jobs');
  const main = page.getByRole('main');
  await expect(
    main.getByRole('heading', { level: 1, name: ar('operator.jobs.title') }),
  ).toBeVisible();
  await expectDocumentLocale(page, 'ar-AE');
  await expectContentLoaded(page, 'ar-AE');
  await expect(
    main.getByRole('rowheader', { name: ar('operator.system.passNames.storage_reminders') }),
  ).toBeVisible();
  await expect(
    main.getByRole('button', { name: ar('operator.jobs.runNow') }).first(),
  ).toBeVisible();
  await expectNoHorizontalScroll(page);
});
