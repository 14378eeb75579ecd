import { buildUrl } from '@/lib/api-client';
import { downloadAuthorisedFile } from '@/lib/authorised-file';

/** GET /admin/prices/rate-cards.csv?at=…: the cards in force at `at`, saved as a file. */
export function exportRateCards(at: string | undefined): Promise<void> {
  return downloadAuthorisedFile(
    buildUrl('/admin/prices/rate-cards.csv', at ? { at } : {}),
    `rate-cards-${(at ?? new Date().toISOString()).slice(0, 10)}.csv`,
    'rate card export',
  );
}
