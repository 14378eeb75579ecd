import { afterEach, expect, test, vi } from 'vitest';
import { mockFetch } from '@/testing/mock-fetch';
import { startPayment } from './start-payment';

afterEach(() => {
  vi.unstubAllGlobals();
  window.location.hash = '';
});

const NO_WAIT = [0, 0, 0];

function keysOf(fetchMock: ReturnType<typeof mockFetch>) {
  return fetchMock.mock.calls.map(([, init]) => new Headers(init?.headers).get('Idempotency-Key'));
}

test('a lost answer (502, 503, no answer) is asked again with the same key, then the pay page opens', async () => {
  const replies = [502, 503, 200];
  const fetchMock = mockFetch({
    'POST /api/payment/invoices': () => {
      const status = replies.shift() ?? 200;
      return status === 200
        ? { body: { payNowUrl: '#paid-after-retries' } }
        : { status, body: { error: { code: 'INTERNAL', message: 'Bad gateway' } } };
    },
  });
  await startPayment(['r-1'], { savedCardId: 'c-1' }, 'key-1', [], false, NO_WAIT);
  expect(window.location.hash).toBe('#paid-after-retries');
  expect(keysOf(fetchMock)).toEqual(['key-1', 'key-1', 'key-1']);
});

test('an answer the server gave (a 409) is not sent again, and retries stop after three', async () => {
  const conflict = mockFetch({
    'POST /api/payment/invoices': () => ({
      status: 409,
      body: { error: { code: 'SHIP_REQUEST_NOT_PAYABLE', message: 'Not payable' } },
    }),
  });
  await expect(
    startPayment(['r-1'], { saveCard: false }, 'key-2', [], false, NO_WAIT),
  ).rejects.toMatchObject({ status: 409 });
  expect(conflict).toHaveBeenCalledTimes(1);

  const down = mockFetch({
    'POST /api/payment/invoices': () => ({
      status: 503,
      body: { error: { code: 'SERVICE_UNAVAILABLE', message: 'Down' } },
    }),
  });
  await expect(
    startPayment(['r-1'], { saveCard: false }, 'key-3', [], false, NO_WAIT),
  ).rejects.toMatchObject({ status: 503 });
  expect(keysOf(down)).toEqual(['key-3', 'key-3', 'key-3', 'key-3']);
});
