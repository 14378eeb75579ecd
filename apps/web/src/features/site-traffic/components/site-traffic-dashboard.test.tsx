import type { TelemetryDashboard } from '@skyparcel/domain/telemetry';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, expect, test, vi } from 'vitest';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render-with-providers';
import { SiteTrafficDashboard } from './site-traffic-dashboard';
import { TrafficPeriodPicker } from './traffic-period-picker';

beforeEach(() => {
  // Mantine's charts ask the media queries and measure their box; jsdom has neither.
  vi.stubGlobal('matchMedia', (media: string) => ({
    matches: false,
    media,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }));
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});

const row = <Value extends string>(
  value: Value,
  pageViews: number,
  sessions: number,
  sharePercent: number,
) => ({
  value,
  pageViews,
  sessions,
  sharePercent,
});

const DASHBOARD: TelemetryDashboard = {
  period: { from: '2026-03-01', to: '2026-03-02' },
  foldedAt: '2026-03-02T10:15:00.000Z',
  totals: { pageViews: 1250, sessions: 400 },
  days: [
    { day: '2026-03-01', pageViews: 1000, users: 250, sessions: 300 },
    { day: '2026-03-02', pageViews: 250, users: 90, sessions: 100 },
  ],
  pages: [row('/', 700, 350, 56), row('/tracking/:trackingNumber', 550, 100, 44)],
  entryPages: [{ value: '/', sessions: 320, sharePercent: 80 }],
  languages: [row('fr', 1000, 300, 80), row('other', 250, 100, 20)],
  devices: [row('phone', 1250, 400, 100)],
  browsers: [row('Other', 1250, 400, 100)],
  audiences: [row('signedIn', 250, 50, 20), row('visitor', 1000, 350, 80)],
  conversions: [
    { name: 'signUp', sessions: 10, ratePercent: 2.5 },
    { name: 'shipmentStarted', sessions: 25, ratePercent: 6.3 },
  ],
};

test('shows the period’s totals, conversion rates and each breakdown in words', async () => {
  const fetchMock = mockFetch({ 'GET /api/admin/telemetry': () => ({ body: DASHBOARD }) });
  renderWithProviders(<SiteTrafficDashboard period={{ from: '2026-03-01', to: '2026-03-02' }} />);

  expect(await screen.findByText('1,250', { selector: 'dd' })).toBeInTheDocument();
  const asked = new URL(String(fetchMock.mock.calls[0]?.[0]), 'http://localhost');
  expect(asked.search).toBe('?from=2026-03-01&to=2026-03-02');
  expect(screen.getByText(/Figures as of/)).toBeInTheDocument();
  expect(
    screen.getByText('Sign-up started (Register)', { selector: 'dt' }).nextSibling,
  ).toHaveTextContent('2.5%');
  expect(
    screen.getByRole('img', { name: 'Page views, users and sessions per day' }),
  ).toBeInTheDocument();

  const pages = screen.getByRole('table', { name: 'Top pages' });
  expect(within(pages).getByRole('rowheader', { name: '/tracking/:trackingNumber' })).toBeVisible();
  expect(within(pages).getByRole('cell', { name: '44%' })).toBeInTheDocument();
  const languages = screen.getByRole('table', { name: 'Languages' });
  expect(within(languages).getByRole('rowheader', { name: 'French' })).toBeInTheDocument();
  expect(within(languages).getByRole('rowheader', { name: 'Other' })).toBeInTheDocument();
  expect(
    within(screen.getByRole('table', { name: 'Devices' })).getByRole('rowheader', {
      name: 'Phone',
    }),
  ).toBeInTheDocument();
  expect(
    within(screen.getByRole('table', { name: 'Signed in and visitors' })).getByRole('rowheader', {
      name: 'Visitors',
    }),
  ).toBeInTheDocument();
  const conversions = screen.getByRole('table', { name: 'Conversions' });
  expect(within(conversions).getByRole('cell', { name: '6.3%' })).toBeInTheDocument();
  const days = screen.getByRole('table', { name: 'Figures per day' });
  expect(within(days).getAllByRole('row')).toHaveLength(3);
});

test('a period without page views says so; a failed load offers Try again', async () => {
  const empty = { ...DASHBOARD, totals: { pageViews: 0, sessions: 0 }, foldedAt: null };
  mockFetch({ 'GET /api/admin/telemetry': () => ({ body: empty }) });
  const { unmount } = renderWithProviders(<SiteTrafficDashboard period={{}} />);
  expect(await screen.findByText('No page views in this period.')).toBeInTheDocument();
  expect(screen.getByText('The figures have not been brought up to date yet.')).toBeInTheDocument();
  unmount();

  mockFetch({
    'GET /api/admin/telemetry': () => ({
      status: 500,
      body: { error: { code: 'INTERNAL', message: 'Something went wrong.' } },
    }),
  });
  renderWithProviders(<SiteTrafficDashboard period={{}} />);
  expect(await screen.findByText('The site traffic could not be loaded.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
});

test('Update now folds the latest page views, then reloads the figures', async () => {
  const user = userEvent.setup();
  let folded = false;
  const fetchMock = mockFetch({
    'GET /api/admin/telemetry': () => ({
      body: folded ? { ...DASHBOARD, totals: { pageViews: 1251, sessions: 401 } } : DASHBOARD,
    }),
    'POST /api/admin/telemetry/fold': () => {
      folded = true;
      return { body: { foldedAt: '2026-03-02T10:20:00.000Z' } };
    },
  });
  renderWithProviders(<SiteTrafficDashboard period={{}} />);
  await screen.findByText('1,250', { selector: 'dd' });
  await user.click(screen.getByRole('button', { name: 'Update now' }));
  expect(await screen.findByText('1,251', { selector: 'dd' })).toBeInTheDocument();
  expect(fetchMock.mock.calls.map(([, init]) => init?.method ?? 'GET')).toEqual([
    'GET',
    'POST',
    'GET',
  ]);
});

test('the period: presets of 7 and 30 UTC days, or two days checked before any call', async () => {
  const user = userEvent.setup();
  vi.useFakeTimers({ now: new Date('2026-03-10T22:00:00Z'), toFake: ['Date'] });
  try {
    const onChange = vi.fn();
    renderWithProviders(<TrafficPeriodPicker period={{}} onChange={onChange} />);
    expect(screen.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(screen.getByRole('button', { name: 'Last 7 days' }));
    expect(onChange).toHaveBeenLastCalledWith({ from: '2026-03-04', to: '2026-03-10' });

    await user.type(screen.getByLabelText('From'), '2026-03-05');
    await user.type(screen.getByLabelText('To'), '2026-03-01');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(
      await screen.findByText('The end date must be on or after the start date'),
    ).toBeInTheDocument();
    expect(onChange).toHaveBeenCalledTimes(1);

    await user.clear(screen.getByLabelText('From'));
    await user.type(screen.getByLabelText('From'), '2024-01-01');
    await user.clear(screen.getByLabelText('To'));
    await user.type(screen.getByLabelText('To'), '2026-03-01');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(
      await screen.findByText('Please choose a period of at most 13 months'),
    ).toBeInTheDocument();
    expect(onChange).toHaveBeenCalledTimes(1);
  } finally {
    vi.useRealTimers();
  }
});
