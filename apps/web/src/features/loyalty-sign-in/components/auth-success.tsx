import type { LoyaltyEnrolment } from '@skyparcel/domain/accounts';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { Loader } from '@/components/ui/loader';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-error';
import { useLocale, useTranslation } from '@/lib/i18n';
import { saveSession } from '@/lib/session-token';
import { exchangeLoyaltyCodeOnce, type LoyaltyCallback } from '../api/exchange-loyalty-code';
import { startLoyaltySignIn } from '../start-loyalty-sign-in';
import { LoyaltyAccountWizard } from './loyalty-account-wizard';
import '../loyalty-sign-in.css';

type Outcome =
  | { kind: 'exchanging' }
  | { kind: 'failed'; message: string }
  | { kind: 'enrolment'; enrolment: LoyaltyEnrolment };

/**
 * /authsuccess, where the loyalty programme sends the browser back (spec sections 2 and 4): the
 * code is exchanged once; a linked member is signed in like a local sign-in (token saved,
 * sent to their landing page), a first-time member creates an account, and a failure shows the
 * catalogue's text with a way to try again.
 */
export function AuthSuccess() {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const code = search.get('code');
  const state = search.get('state');
  const iss = search.get('iss');
  const providerError = search.get('error');
  const [outcome, setOutcome] = useState<Outcome>(() =>
    code && state && !providerError
      ? { kind: 'exchanging' }
      : { kind: 'failed', message: describeProviderError(providerError, t) },
  );

  useEffect(() => {
    if (!code || !state || providerError) {
      return;
    }
    let isCurrent = true;
    const callback: LoyaltyCallback = { code, state, iss };
    exchangeLoyaltyCodeOnce(callback).then(
      (result) => {
        if (!isCurrent) {
          return;
        }
        if (result.kind === 'enrolment') {
          setOutcome(result);
          return;
        }
        const { session } = result;
        saveSession(session.token, session.expiresAt);
        // Where the local sign-in lands a customer (spec section 4); the code leaves history.
        const landing = session.agentCodeIsNull
          ? paths.myPackageLockers.getHref()
          : paths.mySuite.getHref();
        void navigate(landing, { replace: true });
      },
      (error: unknown) => {
        if (isCurrent) {
          setOutcome({
            kind: 'failed',
            message: isApiError(error) ? error.message : t('errors.LOYALTY_TOKEN_EXCHANGE_FAILED'),
          });
        }
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [code, state, iss, providerError, navigate, t]);

  if (outcome.kind === 'exchanging') {
    return <Loader label={t('loyaltySignIn.signingIn')} />;
  }
  if (outcome.kind === 'enrolment') {
    return <LoyaltyAccountWizard enrolment={outcome.enrolment} />;
  }
  return (
    <div className="loyalty-sign-in__failed">
      <Alert tone="error" title={t('loyaltySignIn.failedTitle')}>
        {outcome.message}
      </Alert>
      <div className="loyalty-sign-in__actions">
        <Button onClick={() => startLoyaltySignIn(locale)}>{t('loyaltySignIn.tryAgain')}</Button>
        <ButtonLink to={paths.home.getHref()} variant="secondary">
          {t('loyaltySignIn.backHome')}
        </ButtonLink>
      </div>
    </div>
  );
}

/** The provider's `error` parameter (RFC 6749 section 4.1.2.1) in the visitor's words. */
function describeProviderError(
  error: string | null,
  t: ReturnType<typeof useTranslation>['t'],
): string {
  if (error === 'access_denied') {
    return t('loyaltySignIn.cancelled');
  }
  if (error === 'temporarily_unavailable') {
    return t('errors.LOYALTY_UNAVAILABLE');
  }
  return t('errors.LOYALTY_TOKEN_EXCHANGE_FAILED');
}
