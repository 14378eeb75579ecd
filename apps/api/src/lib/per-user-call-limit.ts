import type { FastifyRequest } from 'fastify';

/**
 * Calls that make the server do heavy work for one person's eyes (issue 27): each is limited per
 * signed-in user, counted in the database so every API process shares the count (ADR 023). The
 * numbers are far above what a person does by hand, and far below what a loop would.
 */
export const PER_USER_CALL_LIMITS = {
  /** A CSV export: a report, the company's invoices. */
  export: { max: 120, timeWindow: '1 hour' },
  /** A PDF drawn on request: an invoice, a label, the booking labels. */
  pdf: { max: 240, timeWindow: '1 hour' },
  /** A booking file or a scan file read and checked. */
  upload: { max: 60, timeWindow: '1 hour' },
  /** Everything the portal holds about the caller (GDPR's copy). */
  dataExport: { max: 10, timeWindow: '1 hour' },
} as const;

export type PerUserCall = keyof typeof PER_USER_CALL_LIMITS;

/**
 * A route's `config` limiting `kind` per user. The count runs after the route's `onRequest`
 * (the sign-in check), so it is keyed by the user, never by an address a whole office shares.
 */
export function perUserCallLimit(kind: PerUserCall) {
  return {
    rateLimit: {
      ...PER_USER_CALL_LIMITS[kind],
      hook: 'preHandler' as const,
      keyGenerator: (request: FastifyRequest) =>
        request.user ? `user:${request.user.id}` : `address:${request.ip}`,
    },
  };
}
