import type { SystemStatus } from '@skyparcel/domain/system';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test } from 'vitest';
import { AdminSystemPage } from '@/app/routes/admin-system-page';
import { changeLocale, loadDictionaryPart } from '@/lib/i18n';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render-with-providers';

const COMMIT = '3f9c2b7d1e0a4c5b6a7d8e9f0a1b2c3d4e5f6a7b';
const STATUS: SystemStatus = {
  checkedAt: '2026-03-02T10:00:00.000Z',
  build: { version: '0.0.0', commit: COMMIT, builtAt: '2026-03-01T08:00:00.000Z' },
  outbox: { depth: 17, oldestAgeSeconds: 12 * 60 + 5 },
  passes: [
    {
      name: 'storage_reminders',
      runs: 3,
      failures: 0,
      isRunning: false,
      lastStartedAt: '2026-03-02T09:00:00.000Z',
      lastDurationMs: 120,
      lastFailedAt: null,
    },
    {
      name: 'refund_recovery_pass',
      runs: 2,
      failures: 1,
      isRunning: true,
      lastStartedAt: '2026-03-02T09:59:00.000Z',
      lastDurationMs: 2_500,
      lastFailedAt: '2026-03-02T09:00:00.000Z',
    },
    {
      name: 'a_pass_without_text',
      runs: 0,
      failures: 0,
      isRunning: false,
      lastStartedAt: null,
      lastDurationMs: null,
      lastFailedAt: null,
    },
  ],
  database: { kind: 'postgres', inUse: 3, idle: 7, waiting: 2 },
  errorsLastHour: 4,
  uptimeSeconds: 3 * 3600,
};

afterEach(async () => {
  await changeLocale('en-US');
});

function answer(status: SystemStatus) {
  return mockFetch({ 'GET /api/admin/system': () => ({ body: status }) });
}

/** The value beside a fact's label in one section of the page. */
function fact(section: HTMLElement, label: string) {
  const term = within(section).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent;
}

test('[ADMIN] reads the outbox, the jobs, the pool, recent errors and the build', async () => {
  answer(STATUS);
  renderWithProviders(<AdminSystemPage />);
  expect(screen.getByRole('heading', { level: 1, name: 'System' })).toBeVisible();

  const outbox = await screen.findByRole('region', { name: 'Mail outbox' });
  expect(fact(outbox, 'Waiting to be sent')).toBe('17');
  expect(fact(outbox, 'Oldest has waited')).toBe('12 minutes');

  const jobs = screen.getByRole('region', { name: 'Background jobs' });
  const reminders = within(jobs).getByRole('rowheader', { name: 'Storage reminders' });
  expect(reminders.closest('tr')).toHaveTextContent('120 milliseconds');
  const recovery = within(jobs).getByRole('rowheader', { name: 'Refund recovery' }).closest('tr');
  expect(recovery).toHaveTextContent('Running');
  expect(recovery).toHaveTextContent(/1 \(last .+\)/);
  // A job the dictionaries do not name yet shows its id, never a key.
  const unnamed = within(jobs).getByRole('rowheader', { name: 'a_pass_without_text' });
  expect(unnamed.closest('tr')).toHaveTextContent('Not yet');

  const database = screen.getByRole('region', { name: 'Database' });
  expect(fact(database, 'Engine')).toBe('PostgreSQL server');
  expect(fact(database, 'Connections in use')).toBe('3');
  expect(fact(database, 'Idle connections')).toBe('7');
  expect(fact(database, 'Calls waiting for a connection')).toBe('2');

  const errors = screen.getByRole('region', { name: 'Errors' });
  expect(fact(errors, 'Server errors in the last hour')).toBe('4');

  const build = screen.getByRole('region', { name: 'Build' });
  expect(within(build).getByText(COMMIT.slice(0, 12))).toHaveAttribute('title', COMMIT);
  expect(fact(build, 'Running for')).toBe('3 hours');
});

test('an empty outbox says nothing waits; an unreadable one says why', async () => {
  answer({ ...STATUS, outbox: { depth: 0, oldestAgeSeconds: 0 } });
  const { unmount } = renderWithProviders(<AdminSystemPage />);
  const outbox = await screen.findByRole('region', { name: 'Mail outbox' });
  expect(fact(outbox, 'Oldest has waited')).toBe('Nothing waits');
  unmount();

  answer({ ...STATUS, outbox: null, build: { ...STATUS.build, commit: null, builtAt: null } });
  renderWithProviders(<AdminSystemPage />);
  expect(
    await screen.findByText('The outbox could not be read: the database may be down.'),
  ).toBeVisible();
  const build = screen.getByRole('region', { name: 'Build' });
  expect(fact(build, 'Commit')).toBe('Unknown');
  expect(fact(build, 'Built')).toBe('Run from source');
});

test('a failed load shows the error and Try again, which asks again', async () => {
  const user = userEvent.setup();
  let calls = 0;
  mockFetch({
    'GET /api/admin/system': () => {
      calls += 1;
      return calls === 1
        ? { status: 503, body: { error: { code: 'SERVICE_UNAVAILABLE', message: 'Try later.' } } }
        : { body: STATUS };
    },
  });
  renderWithProviders(<AdminSystemPage />);
  expect(await screen.findByText('The system status could not be loaded.')).toBeVisible();
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('region', { name: 'Mail outbox' })).toBeVisible();
  expect(calls).toBe(2);
});

test('speaks Arabic, right to left', async () => {
  await changeLocale('ar-AE');
  // The router loads the page's texts with it; here the page is rendered directly.
  await loadDictionaryPart('operator');
  answer(STATUS);
  renderWithProviders(<AdminSystemPage />);
  expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  const outbox = await screen.findByRole('region', { name: 'صندوق البريد الصادر' });
  expect(fact(outbox, 'بانتظار الإرسال')).toBe(new Intl.NumberFormat('ar-AE').format(17));
  expect(screen.getByRole('rowheader', { name: 'تذكيرات التخزين' })).toBeVisible();
});
