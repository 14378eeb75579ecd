import { BotLoginBodySchema, type Session } from '@skyparcel/domain/accounts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { paths } from '@/config/paths';
import { useTranslateMessage, useTranslation } from '@/lib/i18n';
import { saveSession } from '@/lib/session-token';
import { applyServerErrors, useDomainForm } from '@/lib/use-domain-form';
import { useBotLogin } from '../api/bot-login';
import { getCurrentUserQueryOptions } from '../api/get-user';
import { getModalSearch } from '../hooks/use-modal-state';
import { CredentialFields } from './credential-fields';
import { LoyaltyProgrammeChoice } from './loyalty-programme-choice';
import '../auth.css';

export type BotLoginModalProps = {
  onClose: () => void;
};

/**
 * The BotLogin modal (spec sections 2 and 4, `/botlogin`): agent accounts sign in with e-mail
 * and password only, no captcha and no code, and land on /my-package-lockers. The loyalty
 * programme's sign-in is offered too.
 */
export function BotLoginModal({ onClose }: BotLoginModalProps) {
  const { t } = useTranslation();
  const translateMessage = useTranslateMessage();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { search } = useLocation();
  const botLogin = useBotLogin();
  const [serverError, setServerError] = useState<string | null>(null);
  // The dialog focuses the e-mail on opening: checked on submit (decision 031).
  const { register, handleSubmit, setError, formState } = useDomainForm(BotLoginBodySchema, {
    mode: 'onSubmit',
    defaultValues: { email: '', password: '' },
  });
  const { errors } = formState;

  function handleSignedIn(session: Session) {
    saveSession(session.token, session.expiresAt);
    // Signed in: the modal closes with its parameter, and bot login goes straight to the lockers.
    void navigate({
      pathname: paths.myPackageLockers.getHref(),
      search: getModalSearch(new URLSearchParams(search), 'None'),
    });
    void queryClient.prefetchQuery(getCurrentUserQueryOptions(session.token));
  }

  async function handleValid(values: z.output<typeof BotLoginBodySchema>) {
    setServerError(null);
    try {
      handleSignedIn(await botLogin.mutateAsync(values));
    } catch (error) {
      setServerError(applyServerErrors(setError, error, t('errors.GENERIC')));
    }
  }

  return (
    <Dialog
      title={t('loginModal.botLogin.title')}
      closeLabel={t('loginModal.close')}
      onClose={onClose}
    >
      <form className="form login-form" noValidate onSubmit={handleSubmit(handleValid)}>
        <p>{t('loginModal.botLogin.intro')}</p>
        {serverError ? <Alert tone="error">{serverError}</Alert> : null}
        <CredentialFields
          emailField={register('email')}
          passwordField={register('password')}
          emailError={translateMessage(errors.email?.message)}
          passwordError={translateMessage(errors.password?.message)}
        />
        <Button type="submit" isLoading={botLogin.isPending}>
          {t('loginModal.submit')}
        </Button>
      </form>
      <LoyaltyProgrammeChoice />
    </Dialog>
  );
}
