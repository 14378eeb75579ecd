import type {
  OfferCampaignBody,
  OfferCampaignDto,
  OfferCampaignList,
} from '@skyparcel/domain/offers';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const OFFER_CAMPAIGNS_QUERY_KEY = ['admin', 'offers'] as const;

export function getOfferCampaignsQueryOptions() {
  return queryOptions({
    queryKey: OFFER_CAMPAIGNS_QUERY_KEY,
    queryFn: ({ signal }) => api.get<OfferCampaignList>('/admin/offers', { signal }),
  });
}

/** GET /admin/offers: the offers written, newest first, and who a send would reach now. */
export function useOfferCampaigns() {
  return useQuery(getOfferCampaignsQueryOptions());
}

/** POST /admin/offers: a draft of the latest-offers e-mail (decision 056). */
export function useCreateOfferCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OfferCampaignBody) => api.post<OfferCampaignDto>('/admin/offers', { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: OFFER_CAMPAIGNS_QUERY_KEY }),
  });
}

/** POST /admin/offers/{id}/send: once; a second send answers 409 OFFER_CAMPAIGN_ALREADY_SENT. */
export function useSendOfferCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (campaignId: string) =>
      api.post<OfferCampaignDto>(`/admin/offers/${encodeURIComponent(campaignId)}/send`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: OFFER_CAMPAIGNS_QUERY_KEY }),
  });
}
