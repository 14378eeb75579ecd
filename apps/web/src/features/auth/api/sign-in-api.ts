import { api } from '@/lib/api-client';
import { ApiError, isApiError, isSpecificApiError } from '@/lib/api-error';
import { translate } from '@/lib/i18n';

type PostOptions<T> = Parameters<typeof api.post<T>>[1];

/**
 * The sign-in layer's calls (login, codes, registration, passwords): the API client with the
 * sign-in layer's texts for failures (spec section 8). The server's message stays when it says
 * why; otherwise 500 'Internal Server Error', 400 'Bad Request', 401 'Unauthorized' (the client
 * has already ended a session the 401 was for), any other status 'Unknown Error', and no answer
 * at all 'Something went wrong. Please try again later.'.
 */
export const signInApi = {
  post: async <T>(path: string, options?: PostOptions<T>): Promise<T> => {
    try {
      return await api.post<T>(path, options);
    } catch (error) {
      // A call its caller stopped is no failure to describe.
      if (!isApiError(error) && options?.signal?.aborted) {
        throw error;
      }
      throw toSignInError(error);
    }
  },
};

function toSignInError(error: unknown): ApiError {
  if (isSpecificApiError(error)) {
    return error;
  }
  const status = isApiError(error) ? error.status : 0;
  return new ApiError({
    status,
    code: isApiError(error) ? error.code : 'NETWORK',
    message: signInFallback(status),
    fields: isApiError(error) ? error.fields : undefined,
    hasServerMessage: isApiError(error) && error.hasServerMessage,
  });
}

function signInFallback(status: number): string {
  switch (status) {
    case 0:
      return translate('auth.signInFailure.noAnswer');
    case 400:
      return translate('auth.signInFailure.badRequest');
    case 401:
      return translate('errors.UNAUTHORIZED');
    case 500:
      return translate('errors.INTERNAL');
    default:
      return translate('auth.signInFailure.unknown');
  }
}
