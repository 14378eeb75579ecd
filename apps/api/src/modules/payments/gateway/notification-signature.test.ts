import { describe, expect, test } from 'vitest';
import {
  checkNotificationSignature,
  REPLAY_WINDOW_SECONDS,
  signNotification,
} from './notification-signature';

const SECRET = 'a-gateway-secret-of-at-least-32-characters';
const BODY = '{"type":"payment.succeeded","sessionId":"s1"}';
const SENT = new Date('2026-11-25T23:00:00Z');
const secondsAfter = (seconds: number) => new Date(SENT.getTime() + seconds * 1000);

describe('checkNotificationSignature', () => {
  test('accepts the body it signed, within the window', () => {
    const header = signNotification(SECRET, BODY, SENT);
    expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(checkNotificationSignature(SECRET, BODY, header, SENT)).toBe('valid');
    expect(checkNotificationSignature(SECRET, BODY, header, secondsAfter(299))).toBe('valid');
  });

  test('refuses a changed body, another secret and a changed timestamp as forged', () => {
    const header = signNotification(SECRET, BODY, SENT);
    expect(checkNotificationSignature(SECRET, `${BODY} `, header, SENT)).toBe('forged');
    expect(checkNotificationSignature(`${SECRET}x`, BODY, header, SENT)).toBe('forged');
    const moved = header.replace(/^t=(\d+)/, (_, t: string) => `t=${Number(t) + 1}`);
    expect(checkNotificationSignature(SECRET, BODY, moved, SENT)).toBe('forged');
  });

  test('refuses a replay outside the window, late or early', () => {
    const header = signNotification(SECRET, BODY, SENT);
    const late = secondsAfter(REPLAY_WINDOW_SECONDS + 1);
    const early = secondsAfter(-(REPLAY_WINDOW_SECONDS + 1));
    expect(checkNotificationSignature(SECRET, BODY, header, late)).toBe('stale');
    expect(checkNotificationSignature(SECRET, BODY, header, early)).toBe('stale');
  });

  test('refuses a missing or malformed header as unsigned', () => {
    for (const header of [
      undefined,
      '',
      'v1=abc',
      't=1',
      't=x,v1=00',
      `t=1,v1=${'g'.repeat(64)}`,
    ]) {
      expect(checkNotificationSignature(SECRET, BODY, header, SENT), String(header)).toBe(
        'unsigned',
      );
    }
  });
});
