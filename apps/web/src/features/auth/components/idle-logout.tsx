import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useTranslation } from '@/lib/i18n';
import { useLogout } from '../api/logout';
import { useIdlePhase } from '../hooks/use-idle-logout';
import { secondsLeft } from '../idle-timer';

/**
 * The session-timeout warning (spec section 4, idle handling): after 30 minutes without a key
 * or mouse press, a 30-second countdown, then logout and the home page. OK logs out at once.
 */
export function IdleLogout() {
  const { t } = useTranslation();
  const { state, now } = useIdlePhase();
  const logout = useLogout();
  const { mutate, isPending } = logout;
  const loggedOut = useRef(false);

  useEffect(() => {
    if (state.phase === 'expired' && !loggedOut.current) {
      loggedOut.current = true;
      mutate();
    }
  }, [state.phase, mutate]);

  if (state.phase !== 'warning') {
    return null;
  }
  const count = secondsLeft(state.logoutAt, now);
  return (
    <Dialog title={t('auth.idleWarning.title')} onClose={() => mutate()}>
      <p role="timer" aria-live="polite" className="idle-warning__message">
        {t(count === 1 ? 'auth.idleWarning.messageOne' : 'auth.idleWarning.message', { count })}
      </p>
      <div className="form__actions">
        <Button isLoading={isPending} onClick={() => mutate()}>
          {t('auth.idleWarning.ok')}
        </Button>
      </div>
    </Dialog>
  );
}
