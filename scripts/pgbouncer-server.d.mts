/** Types for the tests that start a PgBouncer of their own (pgbouncer-server.mjs). */
export type ThrowawayPgBouncer = {
  /** The upstream URL with PgBouncer's host and port. */
  url: string;
  port: number;
  pid: number;
  /** What PgBouncer logged so far. */
  log(): string;
  stop(): Promise<void>;
};

export const PGBOUNCER: string;

export function startPgBouncer(options: {
  upstreamUrl: string;
  poolMode?: 'transaction' | 'session';
  poolSize?: number;
}): Promise<ThrowawayPgBouncer>;
