import { Badge } from '@/components/ui/badge';
import { formatDateTime } from '@/lib/format';
import { getLocale, useTranslation } from '@/lib/i18n';

export type VersionLabelProps = {
  effectiveFrom: string;
  /** The moment the page was read: a version from after it is scheduled. */
  now: string;
};

/** "In force since …" or "Scheduled from …": which of a row's versions quotes use now. */
export function VersionLabel({ effectiveFrom, now }: VersionLabelProps) {
  const { t } = useTranslation();
  const date = formatDateTime(effectiveFrom, getLocale());
  return effectiveFrom > now ? (
    <Badge tone="info">{t('operator.prices.scheduled', { date })}</Badge>
  ) : (
    <Badge tone="success">{t('operator.prices.inForce', { date })}</Badge>
  );
}

/** An amount in major units with its currency, in the reader's language. */
export function formatPrice(amount: number, currency: string): string {
  return new Intl.NumberFormat(getLocale(), {
    style: 'currency',
    currency,
    currencyDisplay: 'code',
    maximumFractionDigits: 3,
  }).format(amount);
}
