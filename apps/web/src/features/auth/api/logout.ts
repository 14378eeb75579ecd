import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { api } from '@/lib/api-client';
import { endSession } from '@/lib/session-token';

/** Ends the token on the server (204). */
export function logout() {
  return api.post('/login/logout');
}

/**
 * Logs out on the server, then clears the session here even when the server call fails, and
 * goes home (spec section 4). The user menu unmounts at once, so this lives on the mutation.
 * Ending the session empties the whole query cache (forget-previous-user.ts).
 */
export function useLogout() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async () => {
      try {
        await logout();
      } finally {
        endSession('logout');
      }
    },
    onSettled: () => navigate(paths.home.getHref()),
  });
}
