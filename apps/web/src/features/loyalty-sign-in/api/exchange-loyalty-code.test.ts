import { afterEach, expect, test, vi } from 'vitest';
import { isApiError } from '@/lib/api-error';
import { exchangeLoyaltyCodeOnce } from './exchange-loyalty-code';

const SESSION = {
  token: 'token-1',
  expiresAt: '2026-11-24T10:15:00.000Z',
  role: 'CUSTOMER',
  agentCodeIsNull: true,
};

type Reply = { status: number; body: string; type: string };

/** `fetch` answering by method and path, with the raw body (the token call answers plain text). */
function stubFetch(routes: Record<string, () => Reply>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const reply = routes[`${init?.method ?? 'GET'} ${url.pathname}`]?.() ?? {
      status: 404,
      body: '{}',
      type: 'application/json',
    };
    return new Response(reply.body, {
      status: reply.status,
      headers: { 'Content-Type': reply.type },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

test('posts the code as plain text with state, issuer and cookies, then reads the session', async () => {
  const fetchMock = stubFetch({
    'POST /api/Login/skywards/Token': () => ({ status: 200, body: 'token-1', type: 'text/plain' }),
    'POST /api/login/refresh': () => ({
      status: 200,
      body: JSON.stringify(SESSION),
      type: 'application/json',
    }),
  });

  const result = await exchangeLoyaltyCodeOnce({
    code: 'code-1',
    state: 'state-1',
    iss: 'https://id',
  });

  expect(result).toEqual({ kind: 'session', session: SESSION });
  const [url, init] = fetchMock.mock.calls[0] ?? [];
  const sent = new URL(String(url), 'http://localhost');
  expect(sent.searchParams.get('state')).toBe('state-1');
  expect(sent.searchParams.get('iss')).toBe('https://id');
  expect(init?.body).toBe('code-1');
  expect(init?.credentials).toBe('same-origin');
  expect(init?.headers).toMatchObject({ 'Content-Type': 'text/plain' });
  expect(fetchMock.mock.calls[1]?.[1]?.headers).toMatchObject({ Authorization: 'Bearer token-1' });
});

test('spends a code once, however often it is asked for', async () => {
  const fetchMock = stubFetch({
    'POST /api/Login/skywards/Token': () => ({
      status: 202,
      body: JSON.stringify({
        status: 'CreateAccountPending',
        enrolmentToken: 'enrolment-1',
        expiresAt: '2026-11-24T10:30:00.000Z',
        profile: {
          firstName: 'Jonas',
          lastName: 'Berg',
          email: 'j@example.test',
          memberNumber: null,
        },
      }),
      type: 'application/json',
    }),
  });
  const callback = { code: 'code-2', state: 'state-2', iss: null };

  const [first, second] = await Promise.all([
    exchangeLoyaltyCodeOnce(callback),
    exchangeLoyaltyCodeOnce(callback),
  ]);

  expect(first).toBe(second);
  expect(first.kind === 'enrolment' && first.enrolment.enrolmentToken).toBe('enrolment-1');
  expect(fetchMock).toHaveBeenCalledTimes(1);
});

test('a refusal becomes an ApiError with the server’s text', async () => {
  stubFetch({
    'POST /api/Login/skywards/Token': () => ({
      status: 400,
      body: JSON.stringify({
        error: {
          code: 'LOYALTY_TOKEN_EXCHANGE_FAILED',
          message: 'Failed to exchange code for token',
        },
      }),
      type: 'application/json',
    }),
  });

  const error = await exchangeLoyaltyCodeOnce({ code: 'code-3', state: 's', iss: null }).catch(
    (caught: unknown) => caught,
  );

  expect(isApiError(error) && error.message).toBe('Failed to exchange code for token');
});
