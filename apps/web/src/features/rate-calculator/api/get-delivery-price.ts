import type { Locale } from '@skyparcel/domain/locale';
import type { DeliveryPrice, LengthUnit } from '@skyparcel/domain/pricing';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useLocale } from '@/lib/i18n';

/** The calculator's question in the API's terms: weight in kg, dimensions in `unitDimension`. */
export type DeliveryPriceRequest = {
  fromWarehouseId: string;
  toCountryCode: string;
  weight: number;
  length?: number | undefined;
  width?: number | undefined;
  depth?: number | undefined;
  unitDimension?: LengthUnit | undefined;
  pieces: number;
  value?: number | undefined;
  valueCurrency?: string | undefined;
};

export function getDeliveryPriceQueryOptions(request: DeliveryPriceRequest, locale: Locale) {
  return queryOptions({
    queryKey: ['delivery-price', request, locale],
    queryFn: ({ signal }) =>
      api.get<DeliveryPrice>('/deliveries/price', { query: request, signal }),
  });
}

/** Asks for a price once the visitor has sent the form (`request` set). */
export function useDeliveryPrice(request: DeliveryPriceRequest | null) {
  const locale = useLocale();
  return useQuery({
    ...getDeliveryPriceQueryOptions(
      request ?? { fromWarehouseId: '', toCountryCode: '', weight: 0, pieces: 1 },
      locale,
    ),
    enabled: request !== null,
  });
}
