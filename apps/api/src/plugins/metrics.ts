import { timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { performance } from 'node:perf_hooks';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import { collectProcessMetrics, processMetrics } from '../lib/metrics';
import { type OutboxBacklog, readOutboxBacklog } from '../modules/mail';
import { sendError } from './error-handler';
import { QUIET_ROUTE } from './request-logging';

/** The path Prometheus scrapes, on the portal's port (with the token) or on METRICS_PORT. */
export const METRICS_PATH = '/metrics';

/** The route label of a request no route matched: one value, so a scanner's paths add no series. */
export const UNMATCHED_ROUTE = 'unmatched';

/** A scrape every 15 s and a System page open in three tabs cost one outbox query per 5 s. */
export const OUTBOX_READ_KEEP_MS = 5_000;

const HTTP_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

export type AppMetrics = {
  /** Everything in Prometheus' text format: the process's metrics, then this app's. */
  text(): Promise<string>;
  contentType: string;
  /** The outbox as last read (at most OUTBOX_READ_KEEP_MS old); null when the read failed. */
  readOutbox(): Promise<OutboxBacklog | null>;
  /** Answers with status 500 or more in the last hour, counted per minute in memory. */
  errorsInLastHour(): number;
};

declare module 'fastify' {
  interface FastifyInstance {
    metrics: AppMetrics;
  }
}

/**
 * Prometheus metrics (decision 066). Each app has a registry of its own (its requests, its
 * database's pool and statements, its outbox), beside the process's (lib/metrics.ts), so the
 * tests' many apps in one process never mix their counts. GET /metrics exists on every
 * portal and answers 404 NOT_FOUND, like any unknown file, unless the caller sends
 * METRICS_TOKEN; METRICS_PORT serves the same text to anyone who can reach that port.
 */
const metricsPlugin: FastifyPluginAsync = async (app) => {
  collectProcessMetrics();
  const registry = new Registry();
  const labelNames = ['method', 'route', 'status_class'] as const;
  const requests = new Counter({
    name: 'skyparcel_http_requests_total',
    help: 'Answered requests by method, route pattern and status class (5xx are the errors).',
    labelNames,
    registers: [registry],
  });
  const durations = new Histogram({
    name: 'skyparcel_http_request_duration_seconds',
    help: 'Time from receiving a request to its answer, by method, route pattern and status class.',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const recentErrors = new PerMinuteCounts(60);

  app.addHook('onResponse', (request, reply, done) => {
    const status = reply.statusCode;
    const labels = {
      method: HTTP_METHODS.has(request.method) ? request.method : 'OTHER',
      route: routeLabelOf(request.is404 ? undefined : request.routeOptions.url, status),
      status_class: `${Math.floor(status / 100)}xx`,
    };
    requests.inc(labels);
    durations.observe(labels, reply.elapsedTime / 1000);
    if (status >= 500) {
      recentErrors.add(Date.now());
    }
    done();
  });

  const { dbHandle } = app;
  const poolGauge = (name: string, help: string, read: () => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        this.set(read());
      },
    });
  poolGauge(
    'skyparcel_db_pool_connections_in_use',
    'Database connections running a statement or a transaction now (PGlite: one connection).',
    () => {
      const stats = dbHandle.poolStats();
      return stats.total - stats.idle;
    },
  );
  poolGauge(
    'skyparcel_db_pool_connections_idle',
    'Open database connections waiting for work.',
    () => dbHandle.poolStats().idle,
  );
  poolGauge(
    'skyparcel_db_pool_waiting_requests',
    'Callers waiting for a free database connection.',
    () => dbHandle.poolStats().waiting,
  );
  const queryDurations = new Histogram({
    name: 'skyparcel_db_query_duration_seconds',
    help: 'Database statements by kind (the statement’s first word), from call to answer.',
    labelNames: ['operation'] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5],
    registers: [registry],
  });
  const stopObserving = dbHandle.observeQueries((sql) => {
    const start = performance.now();
    return () => {
      queryDurations.observe({ operation: operationOf(sql) }, (performance.now() - start) / 1000);
    };
  });
  app.addHook('onClose', async () => stopObserving());

  const readOutbox = keptFor(OUTBOX_READ_KEEP_MS, async () => {
    try {
      return await readOutboxBacklog(app.db);
    } catch (error) {
      app.log.warn({ err: error }, 'metrics: the mail outbox could not be read');
      return null;
    }
  });
  new Gauge({
    name: 'skyparcel_mail_outbox_depth',
    help: 'Mail waiting in the outbox: neither sent nor given up on.',
    registers: [registry],
    async collect() {
      const outbox = await readOutbox();
      // A failed read leaves no sample rather than an old one that looks current.
      this.reset();
      if (outbox) {
        this.set(outbox.depth);
      }
    },
  });
  new Gauge({
    name: 'skyparcel_mail_outbox_oldest_age_seconds',
    help: 'How long the longest-waiting mail of the outbox has waited (0 when none waits).',
    registers: [registry],
    async collect() {
      const outbox = await readOutbox();
      this.reset();
      if (outbox) {
        this.set(ageSeconds(outbox.oldestCreatedAt, Date.now()));
      }
    },
  });

  const metrics: AppMetrics = {
    text: async () => `${await processMetrics.metrics()}\n${await registry.metrics()}`,
    contentType: registry.contentType,
    readOutbox,
    errorsInLastHour: () => recentErrors.total(Date.now()),
  };
  app.decorate('metrics', metrics);

  const token = app.config.METRICS_TOKEN;
  app.get(
    METRICS_PATH,
    { schema: { hide: true }, ...QUIET_ROUTE, compress: false },
    async (request, reply) => {
      if (token === undefined || !hasBearerToken(request.headers.authorization, token)) {
        return sendError(request, reply, { status: 404, code: 'NOT_FOUND' });
      }
      return reply
        .header('cache-control', 'no-store')
        .type(metrics.contentType)
        .send(await metrics.text());
    },
  );
};

export const metrics = fp(metricsPlugin, {
  name: 'metrics',
  dependencies: ['error-handler'],
});

/** Compares in constant time, so the answer's timing never tells how much of a guess was right. */
export function hasBearerToken(header: string | undefined, token: string): boolean {
  const match = /^Bearer (.+)$/i.exec(header ?? '');
  const given = Buffer.from(match?.[1]?.trim() ?? '');
  const expected = Buffer.from(token);
  // timingSafeEqual needs equal lengths; comparing with itself keeps the time the same.
  const isSameLength = given.length === expected.length;
  return timingSafeEqual(isSameLength ? given : expected, expected) && isSameLength;
}

/**
 * METRICS_PORT (server.ts): a listener of its own that answers GET /metrics and nothing else,
 * for a network only the scraper reaches, so the portal's port never shows it.
 */
export async function listenForMetrics(
  app: { metrics: AppMetrics },
  { host, port }: { host: string; port: number },
): Promise<Server> {
  const server = createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0];
    if (request.method !== 'GET' || path !== METRICS_PATH) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found\n');
      return;
    }
    app.metrics.text().then(
      (text) =>
        response
          .writeHead(200, { 'content-type': app.metrics.contentType, 'cache-control': 'no-store' })
          .end(text),
      () => response.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return server;
}

/** The built web app's files: @fastify/static registers one route per file, hashed names. */
const STATIC_FILE_ROUTE = /^\/(?!api\/)[^:*]*\.[a-z0-9]+$/i;

/**
 * The route's pattern (`/api/packages/:packageId`), never the address asked for. No route:
 * `page` when the web app answered with a page (its not-found handler serves the SPA's paths),
 * else `unmatched`; every file of the web app is `static`. So neither a scanner's paths nor a
 * new build's file names add series.
 */
export function routeLabelOf(pattern: string | undefined, status: number): string {
  if (pattern === undefined) {
    return status < 400 ? 'page' : UNMATCHED_ROUTE;
  }
  return STATIC_FILE_ROUTE.test(pattern) ? 'static' : pattern;
}

function operationOf(sql: string): string {
  const word = /^\s*(\w+)/.exec(sql)?.[1]?.toLowerCase();
  return word && STATEMENT_KINDS.has(word) ? word : 'other';
}

const STATEMENT_KINDS = new Set([
  'select',
  'insert',
  'update',
  'delete',
  'with',
  'begin',
  'commit',
  'rollback',
  'savepoint',
  'release',
]);

export function ageSeconds(since: Date | null, now: number): number {
  return since === null ? 0 : Math.max(0, (now - since.getTime()) / 1000);
}

/** One read shared by the callers of the next `keepMs`; a read under way is shared too. */
function keptFor<T>(keepMs: number, read: () => Promise<T>): () => Promise<T> {
  let kept: { value: Promise<T>; at: number } | undefined;
  return () => {
    const now = Date.now();
    if (!kept || now - kept.at >= keepMs) {
      kept = { value: read(), at: now };
    }
    return kept.value;
  };
}

/** Counts in one slot per minute, the oldest overwritten: a bounded memory for "the last hour". */
export class PerMinuteCounts {
  private readonly size: number;
  private readonly counts: number[];
  private readonly minutes: number[];

  constructor(size: number) {
    this.size = size;
    this.counts = new Array<number>(size).fill(0);
    this.minutes = new Array<number>(size).fill(-1);
  }

  add(at: number) {
    const minute = Math.floor(at / 60_000);
    const slot = minute % this.size;
    if (this.minutes[slot] !== minute) {
      this.minutes[slot] = minute;
      this.counts[slot] = 0;
    }
    this.counts[slot] = (this.counts[slot] ?? 0) + 1;
  }

  /** The counts of the current minute and the `size - 1` before it. */
  total(at: number): number {
    const minute = Math.floor(at / 60_000);
    let sum = 0;
    for (let slot = 0; slot < this.size; slot += 1) {
      const slotMinute = this.minutes[slot] ?? -1;
      if (slotMinute > minute - this.size && slotMinute <= minute) {
        sum += this.counts[slot] ?? 0;
      }
    }
    return sum;
  }
}
