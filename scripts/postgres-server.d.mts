/** Types for the API tests that start a PostgreSQL server of their own (postgres-server.mjs). */
export type ThrowawayPostgres = {
  url: string;
  stopServer(): void;
  startServer(): void;
  pauseServer(): void;
  resumeServer(): void;
  stop(): void;
};

export function startPostgres(): Promise<ThrowawayPostgres>;
