import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SpanStatusCode, trace } from '@opentelemetry/api';
import {
  InMemorySpanExporter,
  SimpleSpanProcessor,
  TracerProvider,
} from '@opentelemetry/sdk-trace';
import { openDb } from '@skyparcel/db';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { DEMO_ACCOUNTS } from '../modules/users';
import { loadConfig } from '../plugins/env';
import { findFreePort } from '../testing/cookie-browser';
import { sessionFor } from '../testing/session-for';
import { createDatabaseFromTemplate } from '../testing/template-db';
import { TEST_AUTH_SECRET } from '../testing/test-auth-secret';
import { waitUntilReady } from '../testing/wait-until-ready';
import { secretSafeExporter, startTracing } from './tracing';

const SERVER = fileURLToPath(new URL('../server.ts', import.meta.url));
/** Set in the PostgreSQL run (scripts/test.mjs): then the portal runs on node-postgres. */
const postgresUrl = process.env.TEST_DATABASE_URL;
const ROUTE = '/api/warehouses/byCountry/:key/packages';

type OtlpValue = { stringValue?: string; intValue?: string | number };
type OtlpSpan = {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes: { key: string; value: OtlpValue }[];
};
type OtlpBody = {
  resourceSpans: {
    resource: { attributes: { key: string; value: OtlpValue }[] };
    scopeSpans: { scope: { name: string }; spans: OtlpSpan[] }[];
  }[];
};

function attribute(span: OtlpSpan, key: string): string | number | undefined {
  const value = span.attributes.find((each) => each.key === key)?.value;
  return value?.stringValue ?? (value?.intValue === undefined ? undefined : Number(value.intValue));
}

/**
 * An OTLP/HTTP collector of our own: it keeps every JSON body posted to /v1/traces. The
 * exporter's encoding is JSON, so no protobuf decoding is needed to read what the portal sent.
 */
async function startReceiver() {
  const bodies: OtlpBody[] = [];
  const paths: string[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      paths.push(`${request.method} ${request.url} ${request.headers['content-type']}`);
      bodies.push(JSON.parse(Buffer.concat(chunks).toString('utf8')));
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, bodies, paths, close: () => server.close() };
}

/**
 * A database the server process may open: on PostgreSQL a copy of the template; on PGlite a data
 * folder unpacked from the template's tarball (PGlite belongs to one process, so it is closed
 * before the server opens it). A session of the demo customer is made in it first.
 */
async function prepareDatabase(dataDir: string) {
  const customer = DEMO_ACCOUNTS.find((account) => account.role === 'CUSTOMER');
  if (!customer) {
    throw new Error('no demo customer');
  }
  if (postgresUrl) {
    const copy = await createDatabaseFromTemplate(postgresUrl, inject('templateDb'));
    const handle = await openDb({ kind: 'postgres', url: copy.url });
    const session = await sessionFor(handle.db, customer.email);
    await handle.close();
    return { env: { DATABASE_URL: copy.url }, session, drop: copy.drop };
  }
  const pgliteDir = join(dataDir, 'pglite');
  const handle = await openDb({
    kind: 'pglite',
    dataDir: pgliteDir,
    loadDataDir: new Blob([readFileSync(inject('templateDb'))]),
  });
  const session = await sessionFor(handle.db, customer.email);
  await handle.close();
  return { env: { DATA_DIR: pgliteDir }, session, drop: async () => undefined };
}

describe(`traces of one request, exported over OTLP/HTTP (${postgresUrl ? 'PostgreSQL' : 'PGlite'})`, () => {
  const REQUEST_ID = 'trace-test-7c1e';
  const LINK_SECRET = 'leak-link-token-5d2a';
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let database: Awaited<ReturnType<typeof prepareDatabase>>;
  let dataDir: string;
  let status = 0;
  let echoedRequestId: string | null = null;
  const logLines: Record<string, unknown>[] = [];
  let spans: (OtlpSpan & { scope: string })[] = [];
  /** The background jobs' runs: pg-boss traces each (`send …`, `process …`) on its own. */
  let jobSpans: (OtlpSpan & { scope: string })[] = [];

  beforeAll(async () => {
    receiver = await startReceiver();
    dataDir = mkdtempSync(join(tmpdir(), 'skyparcel-tracing-'));
    database = await prepareDatabase(dataDir);
    const port = await findFreePort();
    const base = `http://127.0.0.1:${port}`;
    const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
      env: {
        ...process.env,
        NODE_ENV: 'test',
        HOST: '127.0.0.1',
        PORT: String(port),
        SEED_DEMO: 'false',
        LOG_LEVEL: 'info',
        WEB_DIST_DIR: '/nonexistent',
        AUTH_SECRET: TEST_AUTH_SECRET,
        OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
        OTEL_SERVICE_NAME: 'skyparcel-api-test',
        ...database.env,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
    });
    const exited = once(child, 'exit');
    try {
      await waitUntilReady(base, child);
      // The one request: signed in, so the user's session is looked up before the suite is read.
      const response = await fetch(
        `${base}/api/warehouses/byCountry/US/packages?token=${LINK_SECRET}`,
        {
          headers: {
            authorization: `Bearer ${database.session.token}`,
            'request-id': REQUEST_ID,
          },
        },
      );
      status = response.status;
      echoedRequestId = response.headers.get('request-id');
    } finally {
      // A graceful stop flushes the spans still queued (server.ts), before the process ends.
      child.kill('SIGTERM');
      await exited;
    }
    for (const line of output.split('\n')) {
      if (line.startsWith('{')) {
        logLines.push(JSON.parse(line));
      }
    }
    const exported = receiver.bodies.flatMap((body) =>
      body.resourceSpans.flatMap((resourceSpans) =>
        resourceSpans.scopeSpans.flatMap((scopeSpans) =>
          scopeSpans.spans.map((span) => ({ ...span, scope: scopeSpans.scope.name })),
        ),
      ),
    );
    const jobTraces = new Set(
      exported.filter((span) => span.scope === 'pg-boss').map((span) => span.traceId),
    );
    jobSpans = exported.filter((span) => jobTraces.has(span.traceId));
    spans = exported.filter((span) => !jobTraces.has(span.traceId));
  }, 150_000);

  afterAll(async () => {
    receiver?.close();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('the portal posts JSON to <OTEL_EXPORTER_OTLP_ENDPOINT>/v1/traces with its service name', () => {
    expect(status).toBe(200);
    expect(receiver.paths.length).toBeGreaterThan(0);
    for (const path of receiver.paths) {
      expect(path).toBe('POST /v1/traces application/json');
    }
    const services = receiver.bodies.flatMap((body) =>
      body.resourceSpans.map(
        (resourceSpans) =>
          resourceSpans.resource.attributes.find((each) => each.key === 'service.name')?.value
            .stringValue,
      ),
    );
    expect(new Set(services)).toEqual(new Set(['skyparcel-api-test']));
  });

  test('one request is one trace: the route span and its query spans as children', () => {
    // Probes and boot (migrations, seed) make no trace; a job's run is one of its own (below).
    expect(new Set(spans.map((span) => span.traceId)).size).toBe(1);
    const roots = spans.filter((span) => !span.parentSpanId);
    expect(roots).toHaveLength(1);
    const [root] = roots;
    expect(root).toMatchObject({ name: `GET ${ROUTE}`, scope: '@fastify/otel' });
    expect(attribute(root as OtlpSpan, 'http.route')).toBe(ROUTE);
    expect(attribute(root as OtlpSpan, 'http.response.status_code')).toBe(200);
    // The path only: a query string may hold a link's token.
    expect(attribute(root as OtlpSpan, 'url.path')).toBe('/api/warehouses/byCountry/US/packages');

    const byId = new Map(spans.map((span) => [span.spanId, span]));
    const rootOf = (span: OtlpSpan): OtlpSpan =>
      span.parentSpanId ? rootOf(byId.get(span.parentSpanId) ?? span) : span;
    const queries = spans.filter((span) => span.name.startsWith('pg.query:'));
    // The session's lookup (in the auth hook), then the suite's warehouses and packages.
    expect(queries.length).toBeGreaterThanOrEqual(3);
    for (const query of queries) {
      expect(rootOf(query)).toBe(root);
      expect(query.kind).toBe(3); // CLIENT
      expect(attribute(query, 'db.system.name')).toBe('postgresql');
      expect(String(attribute(query, 'db.query.text'))).toMatch(
        /^(select|update|insert|delete|with)\b/i,
      );
      expect(query.scope).toBe(
        postgresUrl ? '@opentelemetry/instrumentation-pg' : '@skyparcel/db/pglite',
      );
    }
    // The statements carry placeholders: the session token's hash is never a span's text.
    expect(
      queries.some((query) => /"sessions"/.test(String(attribute(query, 'db.query.text')))),
    ).toBe(true);
    const exported = JSON.stringify(receiver.bodies);
    expect(exported).not.toContain(database.session.token);
    expect(exported).not.toContain(LINK_SECRET);
    expect(exported).not.toContain(database.session.user.email);
  });

  test('each background job run at boot is a trace of its own, none inside the request', () => {
    const runs = jobSpans.filter((span) => !span.parentSpanId && span.name.startsWith('process '));
    // How many of the boot's runs end before the stop is the machine's pace: one at least.
    expect(runs.length).toBeGreaterThan(0);
    expect(new Set(runs.map((span) => span.traceId)).size).toBe(runs.length);
  });

  test("the request's one log line carries its id, the trace id and the user's opaque id", () => {
    expect(echoedRequestId).toBe(REQUEST_ID);
    const lines = logLines.filter((line) => line.reqId === REQUEST_ID);
    expect(lines.map((line) => line.msg)).toEqual(['request completed']);
    const [root] = spans.filter((span) => !span.parentSpanId);
    expect(lines[0]).toMatchObject({
      trace_id: root?.traceId,
      span_id: root?.spanId,
      userId: database.session.user.id,
      res: { statusCode: 200 },
      req: { method: 'GET', url: '/api/warehouses/byCountry/US/packages?token=[redacted]' },
    });
    const output = JSON.stringify(logLines);
    expect(output).not.toContain(database.session.token);
    expect(output).not.toContain(LINK_SECRET);
    expect(output).not.toContain(database.session.user.email);
  });
});

describe('with OTEL_EXPORTER_OTLP_ENDPOINT unset', () => {
  test('no SDK starts and no tracer provider is registered: spans are the no-op kind', async () => {
    expect(await startTracing(loadConfig({ NODE_ENV: 'test' }))).toBeNull();
    const span = trace.getTracer('probe').startSpan('probe');
    expect(span.isRecording()).toBe(false);
    expect(span.spanContext().traceId).toBe('0'.repeat(32));
    span.end();
  });
});

describe('a span leaving the process', () => {
  test("loses a failed query's bound values and secret link parameters, as a log line does", async () => {
    const memory = new InMemorySpanExporter();
    // A provider of its own, never registered: nothing global changes in this worker.
    const provider = new TracerProvider({
      spanProcessors: [new SimpleSpanProcessor({ exporter: secretSafeExporter(memory) })],
    });
    const span = provider.getTracer('test').startSpan('GET /api/user');
    const failure = new Error(
      'Failed query: select * from users where email = $1\nparams: leak-param-9b1c@example.com',
    );
    span.recordException(failure);
    span.setStatus({ code: SpanStatusCode.ERROR, message: 'GET /?token=leak-9b1c failed' });
    span.end();
    await provider.forceFlush();

    const [exported] = memory.getFinishedSpans();
    expect(exported?.name).toBe('GET /api/user');
    expect(exported?.spanContext().traceId).toBe(span.spanContext().traceId);
    expect(exported?.status.message).toBe('GET /?token=[redacted] failed');
    expect(exported?.events[0]?.attributes?.['exception.message']).toBe(
      'Failed query: select * from users where email = $1\nparams: [redacted]',
    );
    expect(JSON.stringify([exported?.status, exported?.events])).not.toMatch(/leak-/);
    await provider.shutdown();
  });
});
