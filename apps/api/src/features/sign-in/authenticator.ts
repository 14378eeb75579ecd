import type { TotpEnrolment } from '@skyparcel/domain/accounts';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';

/** What authenticator apps expect (RFC 6238 defaults): SHA-1, 6 digits, 30-second steps. */
const PERIOD_SECONDS = 30;
/** One step either side, so a phone clock a little off or a code typed late still works. */
const TOLERANCE_SECONDS = PERIOD_SECONDS;
const ISSUER = 'Skyparcel';

/**
 * A login challenge answered by the authenticator instead of an e-mailed code. Stored in place of
 * the code's hash: it is not hex, so it can never match an e-mailed code either.
 */
export const AUTHENTICATOR_CHALLENGE = 'totp';

/** A new random secret (20 bytes, base32), as authenticator apps expect. */
export function newAuthenticatorSecret(): string {
  return generateSecret();
}

/** The otpauth URI, its QR code and the secret itself, for enrolling an authenticator app. */
export async function describeEnrolment(secret: string, email: string): Promise<TotpEnrolment> {
  const otpauthUri = generateURI({ issuer: ISSUER, label: email, secret });
  const svg = await QRCode.toString(otpauthUri, { type: 'svg', errorCorrectionLevel: 'M' });
  return {
    otpauthUri,
    qrCodeDataUrl: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
    secret,
  };
}

/**
 * The time step a code belongs to, or null when it is wrong. Steps up to `lastStep` are already
 * used (replay), so they never count; the caller still records the step atomically.
 */
export async function findCodeStep(
  secret: string,
  code: string,
  lastStep: number | null,
  now = Date.now(),
): Promise<number | null> {
  const epoch = Math.floor(now / 1000);
  const newestStep = Math.floor((epoch + TOLERANCE_SECONDS) / PERIOD_SECONDS);
  if (lastStep !== null && lastStep >= newestStep) {
    return null;
  }
  const result = await verify({
    secret,
    token: code,
    epoch,
    epochTolerance: TOLERANCE_SECONDS,
    ...(lastStep === null ? {} : { afterTimeStep: lastStep }),
  });
  // The functional API answers HOTP's result type too; a TOTP match carries its time step.
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}
