import type { FastifyInstance, InjectOptions } from 'fastify';

type Payload = InjectOptions['payload'];
type CallOptions = { headers?: Record<string, string>; payload?: Payload };

/** Someone who calls the API: a signed-in user's token, or nobody (a visitor). */
export type Caller = { token: string } | null;

/**
 * Calls the real app as a signed-in user or as a visitor, so a test reads as the person it is
 * about: `as(app, customer).post('/api/…', body)`; `as(app, null).get(…)` for a visitor.
 */
export function as(app: FastifyInstance, caller: Caller) {
  const call = (method: InjectOptions['method'], url: string, options: CallOptions = {}) =>
    app.inject({
      method,
      url,
      headers: {
        ...(caller ? { authorization: `Bearer ${caller.token}` } : {}),
        ...options.headers,
      },
      ...(options.payload === undefined ? {} : { payload: options.payload }),
    });
  return {
    /** For a table of calls that each try another method. */
    request: (
      method: InjectOptions['method'],
      url: string,
      payload?: Payload,
      options?: Omit<CallOptions, 'payload'>,
    ) => call(method, url, { ...options, payload }),
    get: (url: string, options?: Omit<CallOptions, 'payload'>) => call('GET', url, options),
    delete: (url: string, payload?: Payload, options?: Omit<CallOptions, 'payload'>) =>
      call('DELETE', url, { ...options, payload }),
    post: (url: string, payload?: Payload, options?: Omit<CallOptions, 'payload'>) =>
      call('POST', url, { ...options, payload }),
    put: (url: string, payload?: Payload, options?: Omit<CallOptions, 'payload'>) =>
      call('PUT', url, { ...options, payload }),
  };
}
