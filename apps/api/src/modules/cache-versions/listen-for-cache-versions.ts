import pg from 'pg';
import type { CacheVersions } from './cache-versions';

/** The channel bump_cache_version() notifies (migration 0041). */
const CHANNEL = 'cache_versions';

export type CacheVersionListener = {
  /** Ends the listening connection and any reconnection waiting. */
  stop(): Promise<void>;
};

/**
 * Listens to the version notifications on a connection of its own, to the server itself (a
 * pooler in transaction mode does not carry LISTEN; decision 071), so a change reaches this
 * process within milliseconds instead of at its next version read. Nothing waits on it: a request
 * reads the version rows at most every CACHE_VERSION_CHECK_MS anyway, so a listener that is down
 * (the server restarting, the connection cut) only makes the news slower until it reconnects,
 * every `retryMs`. Notifications missed meanwhile are caught by that read.
 */
export function listenForCacheVersions(options: {
  connectionString: string;
  versions: CacheVersions;
  onError: (error: Error) => void;
  connectTimeoutMs?: number;
  retryMs?: number;
}): CacheVersionListener {
  const {
    connectionString,
    versions,
    onError,
    connectTimeoutMs = 1_500,
    retryMs = 1_000,
  } = options;
  let stopped = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let isFailing = false;

  const failed = (error: Error) => {
    // One report per outage, not one a second while the server is away.
    if (!isFailing) {
      isFailing = true;
      onError(error);
    }
    const lost = client;
    client = undefined;
    lost?.end().catch(() => undefined);
    if (!stopped && !retry) {
      retry = setTimeout(() => {
        retry = undefined;
        void connect();
      }, retryMs);
      retry.unref();
    }
  };

  const connect = async () => {
    const next = new pg.Client({
      connectionString,
      connectionTimeoutMillis: connectTimeoutMs,
      keepAlive: true,
    });
    client = next;
    next.on('notification', (message) => {
      if (message.channel === CHANNEL && message.payload) {
        versions.noteNotification(message.payload);
      }
    });
    next.on('error', (error) => {
      if (client === next) {
        failed(error);
      }
    });
    next.on('end', () => {
      if (client === next && !stopped) {
        failed(new Error('the cache version listener lost its connection'));
      }
    });
    try {
      await next.connect();
      if (client !== next) {
        // Stopped while connecting.
        await next.end();
        return;
      }
      await next.query(`LISTEN ${CHANNEL}`);
      isFailing = false;
    } catch (error) {
      if (client === next) {
        failed(error instanceof Error ? error : new Error(String(error)));
      }
    }
  };

  void connect();
  return {
    stop: async () => {
      stopped = true;
      clearTimeout(retry);
      const last = client;
      client = undefined;
      await last?.end().catch(() => undefined);
    },
  };
}
