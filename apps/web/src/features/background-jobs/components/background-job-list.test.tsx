import type { BackgroundJobList } from '@skyparcel/domain/jobs';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test } from 'vitest';
import { AdminJobsPage } from '@/app/routes/admin-jobs-page';
import { changeLocale, loadDictionaryPart } from '@/lib/i18n';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render-with-providers';

const LIST: BackgroundJobList = {
  checkedAt: '2026-03-02T10:00:00.000Z',
  jobs: [
    {
      name: 'storage_reminders',
      schedule: '0 * * * *',
      lastRunAt: '2026-03-02T09:00:00.000Z',
      queued: 0,
      running: 1,
      failed: 0,
      lastFailure: null,
    },
    {
      name: 'refund_recovery_pass',
      schedule: '15 * * * *',
      lastRunAt: null,
      queued: 1,
      running: 0,
      failed: 2,
      lastFailure: { at: '2026-03-02T09:15:00.000Z', message: 'gateway timed out after 30 s' },
    },
  ],
};

afterEach(async () => {
  await changeLocale('en-US');
});

function rowOf(name: string) {
  return screen.getByRole('rowheader', { name }).closest('tr') as HTMLElement;
}

test('[ADMIN] reads each job: schedule, last run, waiting, running, failed and the last error', async () => {
  mockFetch({ 'GET /api/admin/jobs': () => ({ body: LIST }) });
  renderWithProviders(<AdminJobsPage />);
  expect(screen.getByRole('heading', { level: 1, name: 'Background jobs' })).toBeVisible();

  await screen.findByRole('rowheader', { name: 'Storage reminders' });
  const reminders = rowOf('Storage reminders');
  expect(reminders).toHaveTextContent('0 * * * *');
  expect(
    within(reminders)
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  ).toEqual(expect.arrayContaining(['0', '1', 'None']));
  const recovery = rowOf('Refund recovery');
  expect(recovery).toHaveTextContent('Not yet');
  expect(recovery).toHaveTextContent('gateway timed out after 30 s');
});

test('Run now queues a run, and says so when one already waited', async () => {
  const user = userEvent.setup();
  const runs: string[] = [];
  mockFetch({
    'GET /api/admin/jobs': () => ({ body: LIST }),
    'POST /api/admin/jobs/storage_reminders/run': () => {
      runs.push('storage_reminders');
      return { status: 202, body: { queued: runs.length === 1 } };
    },
  });
  renderWithProviders(<AdminJobsPage />);
  await screen.findByRole('rowheader', { name: 'Storage reminders' });

  await user.click(within(rowOf('Storage reminders')).getByRole('button', { name: 'Run now' }));
  expect(await screen.findByText('Storage reminders will run in a moment.')).toBeVisible();
  await user.click(within(rowOf('Storage reminders')).getByRole('button', { name: 'Run now' }));
  expect(
    await screen.findByText('Storage reminders is already waiting to run: nothing was added.'),
  ).toBeVisible();
  expect(runs).toHaveLength(2);
});

test('a refused run says it could not be queued', async () => {
  const user = userEvent.setup();
  mockFetch({
    'GET /api/admin/jobs': () => ({ body: LIST }),
    'POST /api/admin/jobs/refund_recovery_pass/run': () => ({
      status: 503,
      body: { error: { code: 'SERVICE_UNAVAILABLE', message: 'Try later.' } },
    }),
  });
  renderWithProviders(<AdminJobsPage />);
  await screen.findByRole('rowheader', { name: 'Refund recovery' });
  await user.click(within(rowOf('Refund recovery')).getByRole('button', { name: 'Run now' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'The job could not be queued. Try again.',
  );
});

test('speaks Arabic, right to left', async () => {
  await changeLocale('ar-AE');
  await loadDictionaryPart('operator');
  mockFetch({ 'GET /api/admin/jobs': () => ({ body: LIST }) });
  renderWithProviders(<AdminJobsPage />);
  expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  expect(await screen.findByRole('rowheader', { name: 'تذكيرات التخزين' })).toBeVisible();
  expect(screen.getAllByRole('button', { name: 'شغّل الآن' })).toHaveLength(2);
});
