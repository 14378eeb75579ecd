import type { AdminUser, UserStatusUpdate } from '@skyparcel/domain/accounts';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { isApiError } from '@/lib/api-error';
import { useTranslation } from '@/lib/i18n';
import { useResetAuthenticator } from '../api/reset-authenticator';
import { useUpdateUserStatus } from '../api/update-user-status';

export type UserAccessActionsProps = {
  user: AdminUser;
  /** Called with the success text, already translated. */
  onDone: (message: string) => void;
};

type Action = 'approve' | 'reject' | 'activate' | 'deactivate' | 'resetAuthenticator';

/** What each action changes, and whether it is hard enough to undo to ask first. */
const ACTIONS = {
  approve: { update: { isApproved: true }, success: 'approved', needsConfirm: false },
  reject: { update: { isRejected: true }, success: 'rejected', needsConfirm: true },
  activate: { update: { isActive: true }, success: 'activated', needsConfirm: false },
  deactivate: { update: { isActive: false }, success: 'deactivated', needsConfirm: true },
  resetAuthenticator: { update: null, success: 'authenticatorReset', needsConfirm: true },
} as const satisfies Record<
  Action,
  { update: UserStatusUpdate | null; success: string; needsConfirm: boolean }
>;

/**
 * Approve, reject, activate, deactivate (spec section 4: the admin update sets these flags) and,
 * for staff and admins, reset a lost authenticator. Only the actions that change something show.
 */
export function UserAccessActions({ user, onDone }: UserAccessActionsProps) {
  const { t } = useTranslation();
  const updateStatus = useUpdateUserStatus();
  const resetAuthenticator = useResetAuthenticator();
  const [confirming, setConfirming] = useState<Action | null>(null);
  const [error, setError] = useState<string | null>(null);
  const name = [user.firstName, user.lastName].join(' ');
  const isOperator = user.role === 'STAFF' || user.role === 'ADMIN';

  const available: Action[] = [
    ...(user.isApproved ? [] : (['approve'] as const)),
    ...(user.isRejected ? [] : (['reject'] as const)),
    ...(user.isActive ? (['deactivate'] as const) : (['activate'] as const)),
    ...(isOperator && user.hasAuthenticator ? (['resetAuthenticator'] as const) : []),
  ];

  async function perform(action: Action) {
    setError(null);
    try {
      const { update, success } = ACTIONS[action];
      if (update) {
        await updateStatus.mutateAsync({ userId: user.id, update });
      } else {
        await resetAuthenticator.mutateAsync(user.id);
      }
      setConfirming(null);
      onDone(t(`operator.success.${success}`, { name }));
    } catch (caught) {
      setError(isApiError(caught) ? caught.message : t('errors.GENERIC'));
    }
  }

  function handleChoose(action: Action) {
    if (ACTIONS[action].needsConfirm) {
      setError(null);
      setConfirming(action);
      return;
    }
    void perform(action);
  }

  const isBusy = updateStatus.isPending || resetAuthenticator.isPending;
  return (
    <>
      {error && !confirming ? <Alert tone="error">{error}</Alert> : null}
      <div className="button-row">
        {available.map((action) => (
          <Button
            key={action}
            variant={ACTIONS[action].needsConfirm ? 'secondary' : 'primary'}
            isDisabled={isBusy}
            onClick={() => handleChoose(action)}
          >
            {t(`operator.user.${action}`)}
          </Button>
        ))}
      </div>
      {confirming === 'reject' ||
      confirming === 'deactivate' ||
      confirming === 'resetAuthenticator' ? (
        <ConfirmDialog
          title={t(`operator.confirm.${confirming}.title`)}
          confirmLabel={t(`operator.user.${confirming}`)}
          cancelLabel={t('operator.confirm.cancel')}
          closeLabel={t('operator.confirm.close')}
          error={error}
          isLoading={isBusy}
          onConfirm={() => void perform(confirming)}
          onCancel={() => setConfirming(null)}
        >
          <p>{t(`operator.confirm.${confirming}.body`, { name, email: user.email })}</p>
        </ConfirmDialog>
      ) : null}
    </>
  );
}
