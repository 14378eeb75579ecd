import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useTranslation } from '@/lib/i18n';
import { ChangePasswordForm } from './change-password-form';
import '../auth.css';

export type ChangePasswordModalProps = {
  onClose: () => void;
};

/**
 * Change password for the signed-in user (spec sections 3 and 7, POST /user/set-password): the
 * current password, then the new one with the checklist. The server's answer is shown as it
 * comes ('Current Password is incorrect', 'Password changed successfully'); this session stays.
 */
export function ChangePasswordModal({ onClose }: ChangePasswordModalProps) {
  const { t } = useTranslation();
  const [successMessage, setSuccessMessage] = useState<string | null>(null);

  return (
    <Dialog
      title={t('loginModal.changePassword.title')}
      closeLabel={t('loginModal.close')}
      onClose={onClose}
    >
      <div aria-live="polite">
        {successMessage ? <Alert tone="success">{successMessage}</Alert> : null}
      </div>
      {successMessage ? (
        <Button onClick={onClose}>{t('loginModal.close')}</Button>
      ) : (
        <ChangePasswordForm onChanged={setSuccessMessage} />
      )}
    </Dialog>
  );
}
