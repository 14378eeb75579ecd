import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import {
  type PageView,
  setTelemetryClient,
  TELEMETRY_META_NAME,
  type TelemetryClient,
} from '../telemetry-loader';
import { PageViewTelemetry, type PageViewTelemetryProps } from './page-view-telemetry';

let views: PageView[] = [];
let users: (string | null)[] = [];
const recorder: TelemetryClient = {
  trackPageView: (view) => views.push(view),
  setAuthenticatedUser: (id) => users.push(id),
  setAnalyticsConsent: () => undefined,
};

beforeEach(() => {
  vi.useFakeTimers();
  const meta = document.createElement('meta');
  meta.name = TELEMETRY_META_NAME;
  meta.dataset.instrumentationKey = '5e1ec7ed-0000-4000-8000-00000000da7a';
  meta.dataset.endpointUrl = '/v2/track';
  document.head.append(meta);
  views = [];
  users = [];
  setTelemetryClient(recorder);
});

afterEach(() => {
  setTelemetryClient(undefined);
  document.head.querySelector(`meta[name="${TELEMETRY_META_NAME}"]`)?.remove();
  vi.useRealTimers();
});

function renderAt(path: string, props: PageViewTelemetryProps) {
  const router = createMemoryRouter([{ path: '*', element: <PageViewTelemetry {...props} /> }], {
    initialEntries: [path],
  });
  const view = render(<RouterProvider router={router} />);
  return { router, ...view };
}

const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

test('[visitor] a page view 500 ms after each route change, named by its pattern, no query', async () => {
  const { router } = renderAt('/my-suite/AE/packages/8d1e?tab=photos', {
    isSignedIn: false,
    viewer: null,
  });
  await wait(499);
  expect(views).toEqual([]);
  await wait(1);
  expect(views).toEqual([
    {
      name: '/my-suite/:warehouseId/packages/:packageId',
      uri: '/my-suite/:warehouseId/packages/:packageId',
      refUri: expect.any(String),
      properties: { language: 'en-US', signedIn: 'false' },
    },
  ]);
  expect(users).toEqual([null]);

  // A tab or a filter in the query is the same page.
  await act(() => router.navigate('/my-suite/AE/packages/8d1e?tab=documents'));
  await wait(1_000);
  expect(views).toHaveLength(1);

  // A page left within 500 ms (a redirect) is not counted; the next one names the previous.
  await act(() => router.navigate('/Tracking?numbers=17612345675'));
  await wait(200);
  await act(() => router.navigate('/faqs'));
  await wait(500);
  expect(views.map((view) => [view.name, view.refUri])).toEqual([
    ['/my-suite/:warehouseId/packages/:packageId', expect.any(String)],
    ['/faqs', '/my-suite/:warehouseId/packages/:packageId'],
  ]);
  expect(JSON.stringify(views)).not.toContain('17612345675');
});

test('[CUSTOMER] a signed-in page view waits for the account, then carries its role and id', async () => {
  const { rerender } = renderAt('/aboutus', { isSignedIn: true, viewer: undefined });
  await wait(2_000);
  expect(views).toEqual([]);
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <PageViewTelemetry isSignedIn viewer={{ id: '8f6c031b-b09b-42f7', role: 'CUSTOMER' }} />
        ),
      },
    ],
    { initialEntries: ['/aboutus'] },
  );
  rerender(<RouterProvider router={router} />);
  await wait(500);
  expect(users).toEqual(['8f6c031b-b09b-42f7']);
  expect(views.map((view) => view.properties)).toEqual([
    { language: 'en-US', signedIn: 'true', role: 'CUSTOMER' },
  ]);
});
