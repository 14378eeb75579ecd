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
});

function readPath(name: string, value: unknown, fallback: string): string {
  if (value === undefined || value === '') {
    return fallback;
  }
  if (typeof value !== 'string' || !/^(\/|https?:\/\/)/.test(value)) {
    throw new Error(`${name} must be an absolute path or an http(s) URL`);
  }
  return value.replace(/\/+$/, '');
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
