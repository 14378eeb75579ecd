import type { PackageStatus } from '@skyparcel/domain/packages';
import { Badge, type BadgeProps } from '@/components/ui/badge';
import { useTranslation } from '@/lib/i18n';

const TONE: Record<PackageStatus, NonNullable<BadgeProps['tone']>> = {
  in_review: 'info',
  action_required: 'warning',
  ready_to_send: 'success',
  preparing: 'neutral',
  shipped: 'neutral',
  delivered: 'success',
  return_requested: 'neutral',
  returned: 'neutral',
  discard_requested: 'neutral',
  discarded: 'danger',
};

/** A package's state in words (the colour only repeats them). */
export function PackageStatusBadge({ status }: { status: PackageStatus }) {
  const { t } = useTranslation();
  return <Badge tone={TONE[status]}>{t(`suite.status.${status}`)}</Badge>;
}
