import { isRtlLocale, type Locale } from '@skyparcel/domain/locale';
import { translate } from '@skyparcel/i18n';
import { escapeHtml } from '../../../lib/escape-html';
import { LOCAL_PROVIDER_PATH } from '../loyalty-settings';
import { DEMO_LOYALTY_MEMBERS, DEMO_LOYALTY_PASSWORD } from './demo-members';

type LoginPageOptions = {
  locale: Locale;
  uid: string;
  login?: string;
  hasFailed?: boolean;
};

/**
 * The sign-in page of the local demo provider, rendered by the provider as a real one would be:
 * a plain form, no script, so the portal's strict CSP needs no exception (inline styles are
 * already allowed). Texts come from the server-only `loyaltyProvider` dictionary namespace.
 */
export function renderLoginPage({ locale, uid, login = '', hasFailed = false }: LoginPageOptions) {
  const t = (key: string, params?: Record<string, string>) =>
    escapeHtml(translate(locale, `loyaltyProvider.${key}`, params));
  const action = `${LOCAL_PROVIDER_PATH}/interaction/${encodeURIComponent(uid)}`;
  const members = DEMO_LOYALTY_MEMBERS.map(
    (member) =>
      // <bdi>: numbers, names and addresses keep their own direction on the Arabic page.
      `<li><bdi><code>${escapeHtml(member.memberNumber)}</code> ${escapeHtml(
        `${member.givenName} ${member.familyName}`,
      )} &lt;${escapeHtml(member.email)}&gt;</bdi></li>`,
  ).join('');
  return page(
    locale,
    t('title'),
    `<p>${t('intro')}</p>
${hasFailed ? `<p class="error" role="alert">${t('invalid')}</p>` : ''}
<form method="post" action="${action}/login">
<label for="login">${t('login')}</label>
<input id="login" name="login" autocomplete="username" required value="${escapeHtml(login)}">
<label for="password">${t('password')}</label>
<input id="password" name="password" type="password" autocomplete="current-password" required>
<button type="submit">${t('submit')}</button>
</form>
<form method="post" action="${action}/abort"><button type="submit" class="secondary">${t('cancel')}</button></form>
<section><h2>${t('demoMembers', { password: DEMO_LOYALTY_PASSWORD })}</h2><ul>${members}</ul></section>`,
  );
}

/** Shown when an interaction expired or the provider refused a request. */
export function renderProviderError(locale: Locale, message: string) {
  return page(
    locale,
    escapeHtml(translate(locale, 'loyaltyProvider.errorTitle')),
    `<p class="error" role="alert">${escapeHtml(message)}</p>`,
  );
}

function page(locale: Locale, title: string, body: string) {
  return `<!doctype html>
<html lang="${locale}" dir="${isRtlLocale(locale) ? 'rtl' : 'ltr'}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>${title}</title>
<style>
body{font-family:Arial,sans-serif;margin:0;background:#f4f1ea;color:#2a2118}
main{max-width:28rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:12px;box-shadow:0 2px 8px rgba(0,0,0,.12)}
h1{font-size:1.4rem;color:#7a1f1f}h2{font-size:1rem;margin-top:1.5rem}
label{display:block;margin-top:1rem;font-weight:bold}
input{box-sizing:border-box;width:100%;padding:.7rem;margin-top:.3rem;font-size:1rem;border:1px solid #8a7f73;border-radius:6px}
button{width:100%;margin-top:1.2rem;padding:.8rem;font-size:1rem;border:0;border-radius:6px;background:#7a1f1f;color:#fff;cursor:pointer}
button.secondary{background:#fff;color:#7a1f1f;border:1px solid #7a1f1f;margin-top:.6rem}
.error{color:#8b0000;background:#fde8e8;padding:.6rem;border-radius:6px}
ul{padding-inline-start:1.2rem;font-size:.9rem}code{font-size:.95rem}
</style></head><body><main><h1>${title}</h1>${body}</main></body></html>`;
}
