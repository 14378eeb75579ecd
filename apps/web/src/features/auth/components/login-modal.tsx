import type { LoginChallenge, Role, Session } from '@skyparcel/domain/accounts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Dialog } from '@/components/ui/dialog';
import { paths } from '@/config/paths';
import { useTranslation } from '@/lib/i18n';
import { saveSession } from '@/lib/session-token';
import { getCurrentUserQueryOptions } from '../api/get-user';
import { getModalSearch } from '../hooks/use-modal-state';
import { LoginForm } from './login-form';
import { LoyaltyProgrammeChoice } from './loyalty-programme-choice';
import { OneTimeCodeForm } from './one-time-code-form';
import '../auth.css';

export type LoginModalProps = {
  onClose: () => void;
};

type PendingCode = { challenge: LoginChallenge; email: string };

/** Where a user lands after signing in (spec section 4); operators open their console. */
export function getSignedInLandingPath(agentCodeIsNull: boolean, role?: Role): string {
  if (role === 'ADMIN') {
    return paths.adminUsers.getHref();
  }
  if (role === 'STAFF') {
    return paths.staff.getHref();
  }
  return agentCodeIsNull ? paths.myPackageLockers.getHref() : paths.mySuite.getHref();
}

/**
 * The Login modal (spec sections 2 and 4): e-mail, password and captcha, then the e-mailed code
 * (or a staff member's authenticator code). Once the code is accepted the token is saved, the
 * user loaded, every modal closed and the user sent to their landing page.
 */
export function LoginModal({ onClose }: LoginModalProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { search } = useLocation();
  const [email, setEmail] = useState('');
  const [pendingCode, setPendingCode] = useState<PendingCode | null>(null);

  function handleChallenge(challenge: LoginChallenge, challengeEmail: string) {
    setEmail(challengeEmail);
    setPendingCode({ challenge, email: challengeEmail });
  }

  function handleVerified(session: Session) {
    saveSession(session.token, session.expiresAt);
    // Signed in: every modal closes (the URL loses `?login`) and the user goes to the landing page.
    void navigate({
      pathname: getSignedInLandingPath(session.agentCodeIsNull, session.role),
      search: getModalSearch(new URLSearchParams(search), 'None'),
    });
    void queryClient.prefetchQuery(getCurrentUserQueryOptions(session.token));
  }

  return (
    <Dialog title={t('loginModal.title')} closeLabel={t('loginModal.close')} onClose={onClose}>
      {pendingCode ? (
        <OneTimeCodeForm
          challenge={pendingCode.challenge}
          email={pendingCode.email}
          onVerified={handleVerified}
          onBack={() => setPendingCode(null)}
        />
      ) : (
        <>
          <LoginForm defaultEmail={email} onChallenge={handleChallenge} />
          <LoyaltyProgrammeChoice />
        </>
      )}
    </Dialog>
  );
}
