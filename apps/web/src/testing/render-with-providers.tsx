import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';

type RenderOptions = {
  /** The page the router starts on, such as `/Tracking?numbers=701-12345675`. */
  route?: string;
};

/**
 * Renders `ui` with a fresh query client (no retries) and an in-memory router; answers the
 * client too, for a test of what a flow keeps in the cache.
 */
export function renderWithProviders(ui: ReactNode, { route = '/' }: RenderOptions = {}) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const rendered = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[route]}>
        {ui}
        <LocationProbe />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...rendered, queryClient };
}

/** Shows the router's current address, so tests can assert where a click led. */
function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}
