/**
 * The web app's configuration, read once from `VITE_*` variables. Checked by hand rather than
 * with zod so that zod (about 23 KB gzipped) stays out of the first page load; a bad value
 * fails at start-up with the variable's name, as a zod parse would.
 */
export const env = Object.freeze({
  /** Prefix of every API call; the dev server proxies it to the API. */
  apiBaseUrl: readPath('VITE_API_BASE_URL', import.meta.env.VITE_API_BASE_URL, '/api'),
  /** The developer company linked from the footer. */
  developerUrl: readUrl(
    'VITE_DEVELOPER_URL',
    import.meta.env.VITE_DEVELOPER_URL,
    'https://digital.skyparcel.example',
  ),
  /** The social network page linked from the footer. */
  socialUrl: readUrl(
    'VITE_SOCIAL_URL',
    import.meta.env.VITE_SOCIAL_URL,
    'https://social.skyparcel.example',
  ),
  /**
   * The loyalty programme in the token path (POST /Login/{programme}/Token); the server's
   * LOYALTY_PROGRAMME must name the same one. Both default to the domain's
   * DEFAULT_LOYALTY_PROGRAMME, written out here to keep the domain package off the first page.
   */
  loyaltyProgramme: readName(
    'VITE_LOYALTY_PROGRAMME',
    import.meta.env.VITE_LOYALTY_PROGRAMME,
    'skywards',
  ),
  /**
   * `VITE_LOYALTY_SIGN_IN=false` hides "Continue with the loyalty programme"; build with it for
   * a server started with LOYALTY_SIGN_IN=false, which has no loyalty calls (ADR 020).
   */
  isLoyaltySignInOn: readFlag('VITE_LOYALTY_SIGN_IN', import.meta.env.VITE_LOYALTY_SIGN_IN, true),
});

function readFlag(name: string, value: unknown, fallback: boolean): boolean {
  if (value === undefined || value === '') {
    return fallback;
  }
  if (value !== 'true' && value !== 'false') {
    throw new Error(`${name} must be true or false`);
  }
  return value === 'true';
}

function readPath(name: string, value: unknown, fallback: string): string {
  if (value === undefined || value === '') {
    return fallback;
  }
  if (typeof value !== 'string' || !/^(\/|https?:\/\/)/.test(value)) {
    throw new Error(`${name} must be an absolute path or an http(s) URL`);
  }
  return value.replace(/\/+$/, '');
}

function readName(name: string, value: unknown, fallback: string): string {
  if (value === undefined || value === '') {
    return fallback;
  }
  if (typeof value !== 'string' || !/^[a-z0-9-]{1,40}$/.test(value)) {
    throw new Error(`${name} must be lower-case letters, digits and hyphens`);
  }
  return value;
}

function readUrl(name: string, value: unknown, fallback: string): string {
  if (value === undefined || value === '') {
    return fallback;
  }
  if (typeof value !== 'string' || !/^https?:\/\/[^\s/]+/.test(value)) {
    throw new Error(`${name} must be an http(s) URL`);
  }
  return value;
}
