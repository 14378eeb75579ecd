import type { Locale } from '@skyparcel/domain/locale';
import { paths } from '@/config/paths';
import { buildUrl } from '@/lib/api-client';

/**
 * A browser navigation to GET /login/loyalty-programme (spec section 7): the portal answers 302
 * to the programme's sign-in, which comes back to this origin's /authsuccess.
 */
export function startLoyaltySignIn(locale: Locale): void {
  const callbackUrl = `${window.location.origin}${paths.authSuccess.getHref()}`;
  window.location.assign(buildUrl('/login/loyalty-programme', { callbackUrl, lang: locale }));
}
