import type { ActionReason, PackageStatus } from '@skyparcel/domain/packages';
import { Badge, type BadgeProps } from '@/components/ui/badge';
import { useTranslation } from '@/lib/i18n';

const TONES: Partial<Record<PackageStatus, BadgeProps['tone']>> = {
  action_required: 'warning',
  ready_to_send: 'success',
  in_review: 'info',
};

type PackageStatusBadgeProps = { status: PackageStatus; reason: ActionReason | null };

/** The state in words (never by colour alone), with the reason when action is required. */
export function PackageStatusBadge({ status, reason }: PackageStatusBadgeProps) {
  const { t } = useTranslation();
  const label = t(`operator.packageStatus.${status}`);
  return (
    <Badge tone={TONES[status] ?? 'neutral'}>
      {reason ? `${label}: ${t(`operator.package.reasons.${reason}`)}` : label}
    </Badge>
  );
}
