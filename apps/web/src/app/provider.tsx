import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryClient } from '@/lib/query-client';

export type AppProviderProps = {
  children: ReactNode;
  /** The build's prerender gives each page its own empty cache (src/prerender). */
  client?: QueryClient;
};

/**
 * Server state for the whole app. Text direction needs no provider: `lib/i18n.ts` sets
 * `<html lang dir>` and our styles use logical properties (decision 030).
 */
export function AppProvider({ children, client = queryClient }: AppProviderProps) {
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
