import { DirectionProvider, useDirection } from '@mantine/core';
import { isRtlLocale } from '@skyparcel/domain/locale';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { useLocale } from '@/lib/i18n';
import { queryClient } from '@/lib/query-client';

export type AppProviderProps = {
  children: ReactNode;
};

/** Server state and text direction for the whole app. */
export function AppProvider({ children }: AppProviderProps) {
  const locale = useLocale();
  return (
    <QueryClientProvider client={queryClient}>
      <DirectionProvider initialDirection={isRtlLocale(locale) ? 'rtl' : 'ltr'}>
        <DirectionSync />
        {children}
      </DirectionProvider>
    </QueryClientProvider>
  );
}

/** Keeps Mantine's direction (used by its components) in step with the language. */
function DirectionSync() {
  const locale = useLocale();
  const { setDirection } = useDirection();
  useEffect(() => {
    setDirection(isRtlLocale(locale) ? 'rtl' : 'ltr');
  }, [locale, setDirection]);
  return null;
}
