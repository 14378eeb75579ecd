import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { UNSUBSCRIBE_KINDS, type UnsubscribeKind } from '@skyparcel/domain/customer-profile';

export type UnsubscribeLinks = {
  /** The web page's address that turns this kind of e-mail off for this user. */
  urlFor(userId: string, kind: UnsubscribeKind): string;
  /**
   * The API's address a mail client POSTs to unsubscribe in one click (RFC 8058, decision 056):
   * the same signed token, no page in between.
   */
  oneClickUrlFor(userId: string, kind: UnsubscribeKind): string;
  /** The user and kind a token names, or null when it was not signed by us. */
  read(token: string): { userId: string; kind: UnsubscribeKind } | null;
};

const KEY_PURPOSE = 'unsubscribe-links';

/**
 * Unsubscribe links that work without signing in (issue 14, decision 048): the token is the
 * user's id, the kind and an HMAC-SHA256 of both under a key derived from AUTH_SECRET. It does
 * not expire (an old e-mail's link still works) and names one user and one kind only.
 */
export function createUnsubscribeLinks(authSecret: string, publicUrl: string): UnsubscribeLinks {
  const key = Buffer.from(hkdfSync('sha256', authSecret, 'skyparcel', KEY_PURPOSE, 32));
  const sign = (userId: string, kind: string) =>
    createHmac('sha256', key).update(`${userId}.${kind}`).digest('base64url');
  const base = publicUrl.replace(/\/+$/, '');

  const tokenOf = (userId: string, kind: string) => `${userId}.${kind}.${sign(userId, kind)}`;

  return {
    urlFor(userId, kind) {
      return `${base}/unsubscribe?key=${encodeURIComponent(tokenOf(userId, kind))}`;
    },
    oneClickUrlFor(userId, kind) {
      return `${base}/api/UserProfile/unsubscribe/one-click?key=${encodeURIComponent(tokenOf(userId, kind))}`;
    },
    read(token) {
      const [userId = '', kind = '', signature = '', ...rest] = token.split('.');
      const known = UNSUBSCRIBE_KINDS.find((candidate) => candidate === kind);
      if (rest.length > 0 || !userId || !known) {
        return null;
      }
      const expected = Buffer.from(sign(userId, known));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        return null;
      }
      return { userId, kind: known };
    },
  };
}
