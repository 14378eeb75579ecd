/** Types for the API tests that start a PostgreSQL server of their own (postgres-server.mjs). */
export type ThrowawayPostgres = {
  url: string;
  stopServer(): void;
  startServer(): void;
  /** The server's processes (postmaster and backends), e.g. to read their CPU time. */
  serverPids(): number[];
  pauseServer(): void;
  resumeServer(): void;
  stop(): void;
};

export function startPostgres(): Promise<ThrowawayPostgres>;

/** A streaming replica of the throwaway server at `primaryUrl` (pg_basebackup -R). */
export function startReplica(primaryUrl: string): Promise<ThrowawayPostgres>;
