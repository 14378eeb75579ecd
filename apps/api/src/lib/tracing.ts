import {
  type Attributes,
  context,
  propagation,
  SpanKind,
  SpanStatusCode,
  trace,
} from '@opentelemetry/api';
import type { ReadableSpan, SpanExporter } from '@opentelemetry/sdk-trace';
import type { DbHandle } from '@skyparcel/db';
import pg from 'pg';
import type { Config } from '../plugins/env';
import { redactSecrets } from '../plugins/log-redaction';

export type Tracing = {
  /** Gives PGlite's statements spans (node-postgres has its own instrumentation). */
  traceQueries(dbHandle: DbHandle): void;
  /** Sends every ended span now. */
  forceFlush(): Promise<void>;
  /** Sends what is left and stops; the last step of a graceful stop. */
  shutdown(): Promise<void>;
};

/**
 * OpenTelemetry traces over OTLP/HTTP (decision 067), or null when OTEL_EXPORTER_OTLP_ENDPOINT is
 * unset: then no SDK is loaded, no provider registered, and the API's no-op tracer costs nothing.
 * Call it before buildApp(): Fastify instances made afterwards get their request spans.
 */
export async function startTracing(
  config: Pick<Config, 'OTEL_EXPORTER_OTLP_ENDPOINT' | 'OTEL_SERVICE_NAME'>,
): Promise<Tracing | null> {
  if (!config.OTEL_EXPORTER_OTLP_ENDPOINT) {
    return null;
  }
  const [
    { AsyncLocalStorageContextManager },
    { W3CTraceContextPropagator },
    { OTLPTraceExporter },
    { registerInstrumentations },
    { PgInstrumentation },
    { resourceFromAttributes },
    { BatchSpanProcessor, TracerProvider },
    { FastifyOtelInstrumentation },
    semconv,
  ] = await Promise.all([
    import('@opentelemetry/context-async-hooks'),
    import('@opentelemetry/core'),
    import('@opentelemetry/exporter-trace-otlp-http'),
    import('@opentelemetry/instrumentation'),
    import('@opentelemetry/instrumentation-pg'),
    import('@opentelemetry/resources'),
    import('@opentelemetry/sdk-trace'),
    import('@fastify/otel'),
    import('@opentelemetry/semantic-conventions'),
  ]);
  const exporter = new OTLPTraceExporter({
    // The standard's rule: the signal's path under the base endpoint.
    url: new URL('v1/traces', `${config.OTEL_EXPORTER_OTLP_ENDPOINT.replace(/\/*$/, '')}/`).href,
  });
  const provider = new TracerProvider({
    resource: resourceFromAttributes({ [semconv.ATTR_SERVICE_NAME]: config.OTEL_SERVICE_NAME }),
    spanProcessors: [new BatchSpanProcessor({ exporter: secretSafeExporter(exporter) })],
  });
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  // A proxy's `traceparent` makes our spans part of its trace.
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  trace.setGlobalTracerProvider(provider);

  // Statements without a request around them (migrations, background passes, the mail worker)
  // would each be a trace of one span; pool waits are /metrics' business (decision 066).
  const pgInstrumentation = new PgInstrumentation({
    requireParentSpan: true,
    ignoreConnectSpans: true,
  });
  const fastifyInstrumentation = new FastifyOtelInstrumentation({
    registerOnInitialization: true,
    // A span per hook would multiply the spans of every call by ten; the handler's span stays,
    // as it restores the request's context after the body was read.
    instrumentHooks: false,
    requestHook: (span, request) => {
      // Named by the route pattern, never the raw URL (which may hold ids and link tokens).
      const route = request.routeOptions.url;
      span.updateName(route ? `${request.method} ${route}` : request.method);
      span.setAttribute(semconv.ATTR_URL_PATH, request.url.split('?', 1)[0] ?? '/');
    },
    // Named after the handler's function, an anonymous plugin's span would carry its source.
    lifecycleHook: (span, { hookName }) => span.updateName(hookName),
  });
  registerInstrumentations({
    tracerProvider: provider,
    instrumentations: [pgInstrumentation, fastifyInstrumentation],
  });
  // The built server is one ESM bundle whose imports of node_modules are hoisted above our code,
  // so `pg` is loaded before any instrumentation can hook `require`: patch the module itself.
  for (const definition of pgInstrumentation.getModuleDefinitions()) {
    if (definition.name === 'pg') {
      definition.patch?.(pg);
    }
  }

  return {
    traceQueries: (dbHandle) => {
      if (dbHandle.kind === 'pglite') {
        dbHandle.observeQueries((sql) => startPgliteQuerySpan(semconv, sql));
      }
    },
    forceFlush: () => provider.forceFlush(),
    shutdown: () => provider.shutdown(),
  };
}

const pgliteTracer = trace.getTracer('@skyparcel/db/pglite');

/**
 * A PGlite statement's span, shaped as instrumentation-pg shapes node-postgres' (name
 * `pg.query:<OPERATION>`, the statement text with its `$n` placeholders and never the values),
 * only inside a request's trace.
 */
function startPgliteQuerySpan(
  semconv: typeof import('@opentelemetry/semantic-conventions'),
  sql: string,
): (error?: unknown) => void {
  if (!trace.getActiveSpan()) {
    return () => undefined;
  }
  const operation = /^\s*(\w+)/.exec(sql)?.[1]?.toUpperCase() ?? 'QUERY';
  const span = pgliteTracer.startSpan(`pg.query:${operation}`, {
    kind: SpanKind.CLIENT,
    attributes: {
      [semconv.ATTR_DB_SYSTEM_NAME]: semconv.DB_SYSTEM_NAME_VALUE_POSTGRESQL,
      [semconv.ATTR_DB_QUERY_TEXT]: sql,
    },
  });
  return (error) => {
    if (error) {
      const code = String(Reflect.get(Object(error), 'code') ?? 'UNKNOWN');
      span.setAttribute(semconv.ATTR_ERROR_TYPE, code);
      // As instrumentation-pg: the code, not the message (which may quote a value).
      span.setStatus({ code: SpanStatusCode.ERROR, message: `PostgreSQL error (code: ${code})` });
    }
    span.end();
  };
}

/**
 * The log's rule holds in traces too (plugins/log-redaction.ts): an error's message and stack
 * lose secret query values and a failed query's bound values before a span leaves the process.
 */
export function secretSafeExporter(exporter: SpanExporter): SpanExporter {
  return {
    export: (spans, resultCallback) => exporter.export(spans.map(redactSpan), resultCallback),
    shutdown: () => exporter.shutdown(),
    forceFlush: () => exporter.forceFlush?.() ?? Promise.resolve(),
  };
}

function redactSpan(span: ReadableSpan): ReadableSpan {
  const { status, events } = span;
  return Object.create(span, {
    status: {
      value: status.message ? { ...status, message: redactSecrets(status.message) } : status,
    },
    events: {
      value: events.map((event) =>
        event.attributes ? { ...event, attributes: redactAttributes(event.attributes) } : event,
      ),
    },
  });
}

function redactAttributes(attributes: Attributes): Attributes {
  return Object.fromEntries(
    Object.entries(attributes).map(([key, value]) => [
      key,
      typeof value === 'string' ? redactSecrets(value) : value,
    ]),
  );
}
