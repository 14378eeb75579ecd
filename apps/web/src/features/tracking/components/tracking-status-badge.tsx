import type { TrackingStatus } from '@skyparcel/domain/tracking';
import { Badge, type BadgeProps } from '@/components/ui/badge';
import { useTranslation } from '@/lib/i18n';

const TONE_OF_STATUS: Partial<Record<TrackingStatus, BadgeProps['tone']>> = {
  out_for_delivery: 'info',
  delivered: 'success',
  undelivered: 'warning',
  return_to_hub: 'warning',
  refused_by_recipient: 'danger',
  unable_to_deliver: 'danger',
};

export type TrackingStatusBadgeProps = {
  status: TrackingStatus;
};

export function TrackingStatusBadge({ status }: TrackingStatusBadgeProps) {
  const { t } = useTranslation();
  return <Badge tone={TONE_OF_STATUS[status] ?? 'neutral'}>{t(`tracking.status.${status}`)}</Badge>;
}
