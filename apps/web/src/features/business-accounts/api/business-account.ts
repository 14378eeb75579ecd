import type {
  BusinessApplication,
  BusinessApplicationBody,
  BusinessApplicationStatus,
  CompanyTradeLicense,
  ReviewBusinessApplicationBody,
  TradeLicenseRenewal,
  TradeLicenseRenewalBody,
} from '@skyparcel/domain/business';
import type { Airport } from '@skyparcel/domain/reference';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

const MY_APPLICATION_KEY = ['business-account'] as const;
const QUEUE_KEY = ['business-applications'] as const;
const TRADE_LICENSE_KEY = ['trade-license'] as const;
const RENEWAL_QUEUE_KEY = ['trade-license-renewals'] as const;

/** GET /business-account: the caller's latest application, or null. */
export function useMyBusinessApplication() {
  return useQuery({
    queryKey: MY_APPLICATION_KEY,
    queryFn: ({ signal }) =>
      api.get<{ application: BusinessApplication | null }>('/business-account', { signal }),
  });
}

/** POST /business-account: the form as the JSON field `application`, then the license file. */
export function useSubmitBusinessApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, document }: { body: BusinessApplicationBody; document: File }) => {
      const form = new FormData();
      form.append('application', JSON.stringify(body));
      form.append('document', document, document.name);
      return api.post<BusinessApplication>('/business-account', { body: form });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MY_APPLICATION_KEY }),
  });
}

/** GET /Airport/description?countryCode=…: the airports of the shipping country. */
export function useCountryAirports(countryCode: string) {
  return useQuery({
    queryKey: ['airports', 'description', countryCode],
    queryFn: ({ signal }) =>
      api.get<Airport[]>('/Airport/description', { query: { countryCode }, signal }),
    enabled: /^[A-Z]{2}$/.test(countryCode),
  });
}

/** GET /Airport/skec?isOrigin=true: every origin airport, for a country with none of its own. */
export function useOriginAirports(isEnabled: boolean) {
  return useQuery({
    queryKey: ['airports', 'skec', 'origin'],
    queryFn: ({ signal }) =>
      api.get<Airport[]>('/Airport/skec', { query: { isOrigin: 'true' }, signal }),
    enabled: isEnabled,
  });
}

/** GET /Airport/primary-city?airportCode=…: the city the chosen airport serves. */
export function usePrimaryCity(airportCode: string) {
  return useQuery({
    queryKey: ['airports', 'primary-city', airportCode],
    queryFn: ({ signal }) =>
      api.get<{ airportCode: string; primaryCity: string; countryCode: string }>(
        '/Airport/primary-city',
        { query: { airportCode }, signal },
      ),
    enabled: /^[A-Z]{3}$/.test(airportCode),
  });
}

/** GET /admin/business-applications?status=…: the operators' queue. */
export function useBusinessApplications(status: BusinessApplicationStatus) {
  return useQuery({
    queryKey: [...QUEUE_KEY, 'list', status],
    queryFn: ({ signal }) =>
      api.get<BusinessApplication[]>('/admin/business-applications', { query: { status }, signal }),
  });
}

/** GET /admin/business-applications/{id}. */
export function useBusinessApplication(id: string) {
  return useQuery({
    queryKey: [...QUEUE_KEY, 'details', id],
    queryFn: ({ signal }) =>
      api.get<BusinessApplication>(`/admin/business-applications/${encodeURIComponent(id)}`, {
        signal,
      }),
  });
}

/** POST /admin/business-applications/{id}/review; the queue is asked again. */
export function useReviewBusinessApplication(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReviewBusinessApplicationBody) =>
      api.post<BusinessApplication>(
        `/admin/business-applications/${encodeURIComponent(id)}/review`,
        { body },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: QUEUE_KEY }),
  });
}

/** GET /business-account/trade-license (SHIPPER ADMIN): the license on file and its renewal. */
export function useCompanyTradeLicense() {
  return useQuery({
    queryKey: TRADE_LICENSE_KEY,
    queryFn: ({ signal }) =>
      api.get<CompanyTradeLicense>('/business-account/trade-license', { signal }),
  });
}

/** POST /business-account/trade-license/renewals: the JSON field `renewal`, then the file. */
export function useSubmitTradeLicenseRenewal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, document }: { body: TradeLicenseRenewalBody; document: File }) => {
      const form = new FormData();
      form.append('renewal', JSON.stringify(body));
      form.append('document', document, document.name);
      return api.post<TradeLicenseRenewal>('/business-account/trade-license/renewals', {
        body: form,
      });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TRADE_LICENSE_KEY }),
  });
}

/** GET /admin/trade-license-renewals?status=…: the renewals in the operators' queue. */
export function useTradeLicenseRenewals(status: BusinessApplicationStatus) {
  return useQuery({
    queryKey: [...RENEWAL_QUEUE_KEY, status],
    queryFn: ({ signal }) =>
      api.get<TradeLicenseRenewal[]>('/admin/trade-license-renewals', {
        query: { status },
        signal,
      }),
  });
}

/** POST /admin/trade-license-renewals/{id}/review; the renewals are asked again. */
export function useReviewTradeLicenseRenewal(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReviewBusinessApplicationBody) =>
      api.post<TradeLicenseRenewal>(
        `/admin/trade-license-renewals/${encodeURIComponent(id)}/review`,
        { body },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: RENEWAL_QUEUE_KEY }),
  });
}
