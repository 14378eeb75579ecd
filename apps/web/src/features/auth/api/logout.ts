import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { api } from '@/lib/api-client';
import { endSession } from '@/lib/session-token';
import { CURRENT_USER_QUERY_KEY } from './get-user';

/** Ends the token on the server (204). */
export function logout() {
  return api.post('/login/logout');
}

/**
 * Logs out on the server, then clears the session here even when the server call fails, and
 * goes home (spec section 4). The user menu unmounts at once, so this lives on the mutation.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async () => {
      try {
        await logout();
      } finally {
        endSession('logout');
        queryClient.removeQueries({ queryKey: CURRENT_USER_QUERY_KEY });
      }
    },
    onSettled: () => navigate(paths.home.getHref()),
  });
}
