import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { storeResetToken } from '../reset-token';
import { getModalHistoryState, getModalSearch } from './use-modal-state';

/**
 * A reset link (`?resetToken=`) stores its token as localStorage `resetToken` (spec sections 2
 * and 3) and leaves the address at once, so it is neither bookmarked nor sent on in a Referer;
 * the ChooseNewPassword modal stays open through the history entry. Used once, by the modal host.
 */
export function useResetTokenLink(): void {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const token = new URLSearchParams(search).get('resetToken');

  useEffect(() => {
    if (!token) {
      return;
    }
    storeResetToken(token);
    void navigate(
      {
        pathname,
        search: getModalSearch(new URLSearchParams(search), 'ChooseNewPassword'),
        hash,
      },
      { replace: true, state: getModalHistoryState('ChooseNewPassword') },
    );
  }, [token, pathname, search, hash, navigate]);
}
