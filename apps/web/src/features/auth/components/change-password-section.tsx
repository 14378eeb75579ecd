import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { useTranslation } from '@/lib/i18n';
import { ChangePasswordForm } from './change-password-form';
import '../auth.css';

/**
 * The profile's Change password section (issue 14): the user menu's form on the page, the
 * server's 'Password changed successfully' above it; this session stays.
 */
export function ChangePasswordSection() {
  const { t } = useTranslation();
  const [successMessage, setSuccessMessage] = useState<string | null>(null);

  return (
    <section className="profile-password" aria-labelledby="profile-password-title">
      <h2 id="profile-password-title">{t('loginModal.changePassword.title')}</h2>
      <div aria-live="polite">
        {successMessage ? <Alert tone="success">{successMessage}</Alert> : null}
      </div>
      <ChangePasswordForm onChanged={setSuccessMessage} />
    </section>
  );
}
