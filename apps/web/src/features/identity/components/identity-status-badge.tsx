import type { IdentityStatus } from '@skyparcel/domain/profile';
import { Badge, type BadgeProps } from '@/components/ui/badge';
import { useTranslation } from '@/lib/i18n';

const TONES: Record<IdentityStatus, NonNullable<BadgeProps['tone']>> = {
  missing: 'neutral',
  pending: 'warning',
  verified: 'success',
  rejected: 'danger',
};

export type IdentityStatusBadgeProps = { status: IdentityStatus };

/** Where an identity's check stands, in the customer's and the staff's words alike. */
export function IdentityStatusBadge({ status }: IdentityStatusBadgeProps) {
  const { t } = useTranslation();
  return <Badge tone={TONES[status]}>{t(`account.identity.status.${status}`)}</Badge>;
}
