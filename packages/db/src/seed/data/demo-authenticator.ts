/**
 * The demo staff and admin accounts' authenticator secret (base32, 20 bytes), the same on every
 * machine so the README can give it: add it to an authenticator app, or let e2e tests compute
 * the code. Stored only encrypted (ADR 015). Never give a real operator a published secret.
 */
export const DEMO_TOTP_SECRET = 'SKYPARCELDEMOAUTHENTICATORSECRET';
