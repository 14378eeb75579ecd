import { createHmac, timingSafeEqual } from 'node:crypto';

/** The header a signed notification carries: `t=<unix seconds>,v1=<hex HMAC-SHA256>`. */
export const SIGNATURE_HEADER = 'x-gateway-signature';

/** A notification older or newer than this is refused, so a captured one cannot be replayed. */
export const REPLAY_WINDOW_SECONDS = 5 * 60;

function hmac(secret: string, timestamp: number, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
}

/** The header value for `rawBody` sent at `now`: the timestamp is signed with the body. */
export function signNotification(secret: string, rawBody: string, now: Date): string {
  const timestamp = Math.floor(now.getTime() / 1000);
  return `t=${timestamp},v1=${hmac(secret, timestamp, rawBody)}`;
}

export type SignatureCheck = 'valid' | 'unsigned' | 'forged' | 'stale';

/**
 * Checks `header` against the raw body as received (not a re-serialised object: one changed
 * byte is another message). The signature is compared in constant time, then the timestamp
 * against the replay window, both ways (a clock running ahead is no excuse).
 */
export function checkNotificationSignature(
  secret: string,
  rawBody: string,
  header: string | undefined,
  now: Date,
): SignatureCheck {
  if (!header) {
    return 'unsigned';
  }
  const parts = new Map(
    header.split(',').map((part) => {
      const at = part.indexOf('=');
      return [part.slice(0, at).trim(), part.slice(at + 1).trim()] as const;
    }),
  );
  const timestampText = parts.get('t') ?? '';
  const signature = parts.get('v1') ?? '';
  if (!/^\d{1,12}$/.test(timestampText) || !/^[0-9a-f]{64}$/.test(signature)) {
    return 'unsigned';
  }
  const timestamp = Number(timestampText);
  const expected = Buffer.from(hmac(secret, timestamp, rawBody), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(signature, 'hex'))) {
    return 'forged';
  }
  if (Math.abs(now.getTime() / 1000 - timestamp) > REPLAY_WINDOW_SECONDS) {
    return 'stale';
  }
  return 'valid';
}
