import { randomUUID } from 'node:crypto';
import { SERVED_BY_HEADER } from '../plugins/process-lifecycle';

/** One answer through the proxy: status, body, and the process that served it (X-Served-By). */
export type ProxyAnswer = {
  status: number;
  servedBy: string | null;
  headers: Headers;
  body: Buffer;
  json<T = unknown>(): T;
};

type CallOptions = {
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
};

/**
 * A browser's calls to the portal behind the proxy (decision 074): JSON in and out, the bearer
 * token as the web app sends it. Every answer's serving process is kept in order (`servedBy`),
 * and a call that got no answer at all (the connection broke) answers status 0.
 */
export function proxyClient(base: string) {
  const servedBy: string[] = [];
  async function call(method: string, path: string, options: CallOptions = {}) {
    const isRaw = options.body instanceof Uint8Array || options.body instanceof FormData;
    let response: Response;
    try {
      response = await fetch(new URL(path, base), {
        method,
        redirect: 'manual',
        headers: {
          ...(options.body === undefined || isRaw ? {} : { 'content-type': 'application/json' }),
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
          ...options.headers,
        },
        body:
          options.body === undefined
            ? undefined
            : isRaw
              ? (options.body as BodyInit)
              : JSON.stringify(options.body),
      });
    } catch {
      return answerOf(0, null, new Headers(), Buffer.alloc(0));
    }
    const body = Buffer.from(await response.arrayBuffer().catch(() => new ArrayBuffer(0)));
    const name = response.headers.get(SERVED_BY_HEADER);
    if (name) {
      servedBy.push(name);
    }
    return answerOf(response.status, name, response.headers, body);
  }
  return {
    servedBy,
    call,
    get: (path: string, options?: CallOptions) => call('GET', path, options),
    post: (path: string, options?: CallOptions) => call('POST', path, options),
    put: (path: string, options?: CallOptions) => call('PUT', path, options),
  };
}

export type ProxyClient = ReturnType<typeof proxyClient>;

function answerOf(
  status: number,
  servedBy: string | null,
  headers: Headers,
  body: Buffer,
): ProxyAnswer {
  return {
    status,
    servedBy,
    headers,
    body,
    json: <T>() => JSON.parse(body.toString('utf8')) as T,
  };
}

/**
 * The waits of the web app's pay button (apps/web/src/features/cart/api/start-payment.ts) before
 * it sends a payment again after a lost answer, with one more for a machine under test load.
 */
const PAYMENT_RETRY_DELAYS_MS = [500, 2_000, 5_000, 5_000];

/**
 * POST /payment/invoices as the web app's pay button sends it: one Idempotency-Key, sent again
 * after no answer, a 502 or a 503. Answers the last answer and how many times it was sent.
 */
export async function payAsTheWebAppDoes(
  client: ProxyClient,
  token: string,
  body: Record<string, unknown>,
  key: string = randomUUID(),
) {
  for (let attempt = 0; ; attempt += 1) {
    const answer = await client.post('/api/payment/invoices', {
      token,
      body,
      headers: { 'idempotency-key': key },
    });
    const delay = PAYMENT_RETRY_DELAYS_MS[attempt];
    if (delay === undefined || ![0, 502, 503].includes(answer.status)) {
      return { answer, sent: attempt + 1, key };
    }
    await new Promise((resolve) => setTimeout(resolve, delay));
  }
}
