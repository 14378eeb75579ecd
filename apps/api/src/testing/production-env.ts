/**
 * Every setting production requires (plugins/env.ts), with values fit for a test: the app a test
 * builds from them runs over the test's own database (buildApp takes the database apart from the
 * config), and no test here sends mail to the SMTP address or calls the issuer.
 */
export const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://skyparcel@db.invalid:5432/skyparcel',
  SMTP_URL: 'smtp://127.0.0.1:2',
  AUTH_SECRET: 'production-auth-secret-of-at-least-32-characters',
  CAPTCHA_HMAC_SECRET: 'production-captcha-secret-of-at-least-32-chars',
  PUBLIC_URL: 'https://portal.skyparcel.example',
  LOYALTY_ISSUER_URL: 'https://id.loyalty.example',
  LOYALTY_CLIENT_SECRET: 'loyalty-client-secret',
  // No real provider's adapter exists yet (decision 039): production runs with payments off.
  PAYMENT_GATEWAY: 'off',
} as const satisfies Record<string, string>;
