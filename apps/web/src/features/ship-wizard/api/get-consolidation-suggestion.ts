import type { ConsolidationSuggestionSchema } from '@skyparcel/domain/pricing';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

export type ConsolidationSuggestion = z.infer<typeof ConsolidationSuggestionSchema>;

/**
 * POST /shipping/country/{countryCode}/consolidate-package-suggestions: the customer's other ready
 * packages at the chosen ones' warehouse, and the price of two shipments against one. A read,
 * though the spec makes it a POST (its body is the list of chosen package ids).
 */
export function useConsolidationSuggestion(countryCode: string, chosenIds: readonly string[]) {
  return useQuery({
    queryKey: ['shipping', 'consolidation', countryCode, [...chosenIds].sort()],
    queryFn: ({ signal }) =>
      api.post<ConsolidationSuggestion>(
        `/shipping/country/${encodeURIComponent(countryCode)}/consolidate-package-suggestions`,
        { body: { excludedPackageIds: chosenIds }, signal },
      ),
  });
}
