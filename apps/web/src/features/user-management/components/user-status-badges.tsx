import type { AdminUser } from '@skyparcel/domain/accounts';
import { Badge } from '@/components/ui/badge';
import { useTranslation } from '@/lib/i18n';
import '../user-management.css';

export type UserStatusBadgesProps = {
  user: Pick<AdminUser, 'isApproved' | 'isRejected' | 'isActive' | 'emailConfirmed'>;
};

/** Review state (pending, approved, rejected), then what else blocks sign-in. */
export function UserStatusBadges({ user }: UserStatusBadgesProps) {
  const { t } = useTranslation();
  return (
    <span className="user-status-badges">
      {user.isRejected ? (
        <Badge tone="danger">{t('operator.status.rejected')}</Badge>
      ) : user.isApproved ? (
        <Badge tone="success">{t('operator.status.approved')}</Badge>
      ) : (
        <Badge tone="warning">{t('operator.status.pending')}</Badge>
      )}
      {user.isActive ? null : <Badge tone="neutral">{t('operator.status.inactive')}</Badge>}
      {user.emailConfirmed ? null : (
        <Badge tone="info">{t('operator.status.emailUnconfirmed')}</Badge>
      )}
    </span>
  );
}
