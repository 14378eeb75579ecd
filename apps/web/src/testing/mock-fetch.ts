import { vi } from 'vitest';

type MockReply = { status?: number; body: unknown };
type MockRoute = (url: URL, init: RequestInit | undefined) => MockReply;

/**
 * Replaces `fetch` (the only thing we mock: the API is not ours to run here) with answers by
 * path, such as `{ 'GET /api/deliveries/warehouses': () => ({ body: [...] }) }`. Unknown calls
 * answer 404 in the API's error shape. Returns the mock to inspect the calls.
 */
export function mockFetch(routes: Record<string, MockRoute>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const route = routes[`${init?.method ?? 'GET'} ${url.pathname}`];
    const reply = route
      ? route(url, init)
      : { status: 404, body: { error: { code: 'NOT_FOUND', message: 'Not Found' } } };
    return new Response(JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
