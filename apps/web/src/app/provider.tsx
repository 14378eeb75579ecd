import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryClient } from '@/lib/query-client';

export type AppProviderProps = {
  children: ReactNode;
};

/**
 * Server state for the whole app. Text direction needs no provider: `lib/i18n.ts` sets
 * `<html lang dir>` and our styles use logical properties (decision 030).
 */
export function AppProvider({ children }: AppProviderProps) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
