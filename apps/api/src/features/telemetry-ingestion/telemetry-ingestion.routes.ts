import { createHmac, randomBytes } from 'node:crypto';
import {
  TELEMETRY,
  TelemetryEnvelopeSchema,
  type TelemetryTrackResponse,
  TelemetryTrackResponseSchema,
} from '@skyparcel/domain/telemetry';
import type { FastifyError, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Clock, systemClock } from '../../lib/clock';
import { QUIET_ROUTE } from '../../plugins/request-logging';
import { ingestTelemetryBatch } from './ingest-telemetry-batch';
import { readTrackBody } from './read-track-body';

/** The SDK appends `v2/track` to the configured endpoint: the portal's origin, or its `/api`. */
export const TRACK_PATHS = ['/v2/track', '/api/v2/track'] as const;

/** A refusal of the whole batch, in the answer's own shape (the SDK reads no other). */
function batchRefused(statusCode: number, message: string): TelemetryTrackResponse {
  return { itemsReceived: 0, itemsAccepted: 0, errors: [{ index: 0, statusCode, message }] };
}

/**
 * POST /v2/track (issue 28, decision 064): Application Insights' ingestion call, answered as Azure
 * answers it, for the page views of this portal's own key. Registered only while telemetry is on.
 * An encapsulated plugin: its body parser and error handler apply to these two routes only.
 */
export const telemetryIngestionRoutes: FastifyPluginAsyncZod<{ clock?: Clock }> = async (
  app,
  options,
) => {
  const telemetry = app.config.telemetry;
  if (!telemetry) {
    throw new Error('telemetryIngestionRoutes: telemetry is off (config.telemetry is null)');
  }
  const clock = options.clock ?? systemClock;

  // Every body is read as text, whatever it says it is: the SDK's fetch sends JSON,
  // `sendBeacon` sends text/plain, other senders newline-delimited JSON. The limit is the SDK's
  // own largest batch; Fastify stops reading a larger body there (413).
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    '*',
    { parseAs: 'string', bodyLimit: TELEMETRY.maxBatchBytes },
    (_request, body, done) => done(null, body),
  );

  app.setErrorHandler((error: FastifyError, _request, reply) => {
    // What Fastify refuses while reading the body answers in the batch's shape; the rest (the
    // rate limit's 429, a database outage's 503 with Retry-After) goes to the one error model.
    if (error.statusCode === 413) {
      return reply
        .code(413)
        .send(batchRefused(413, `Batch larger than ${TELEMETRY.maxBatchBytes} bytes`));
    }
    // Any other 400 (a broken Content-Length) too: the route's 400 answer has this shape only.
    if (error.statusCode === 400) {
      return reply.code(400).send(batchRefused(400, 'Body could not be read'));
    }
    throw error;
  });

  // The per-address limit counts in the shared database store like every other (ADR 023), keyed
  // by an HMAC of the address, so not even the counter's row holds it.
  const addressKey = app.config.AUTH_SECRET ?? randomBytes(32).toString('hex');
  const keyOfAddress = (request: FastifyRequest) =>
    createHmac('sha256', addressKey).update(`telemetry-address:${request.ip}`).digest('base64url');

  for (const url of TRACK_PATHS) {
    app.post(
      url,
      {
        schema: {
          tags: ['telemetry'],
          summary: 'Application Insights ingestion: page views and allow-listed events',
          // Documents the batch; each item is checked by the handler, item by item, because
          // the contract refuses items (206), not the batch.
          body: z.array(TelemetryEnvelopeSchema),
          response: {
            200: TelemetryTrackResponseSchema,
            206: TelemetryTrackResponseSchema,
            400: TelemetryTrackResponseSchema,
            413: TelemetryTrackResponseSchema,
          },
        },
        validatorCompiler: () => (value) => ({ value }),
        // Every open tab posts every 15 s: request lines would bury the log (health does the same).
        ...QUIET_ROUTE,
        config: {
          ...QUIET_ROUTE.config,
          rateLimit: {
            max: app.config.TELEMETRY_RATE_LIMIT_PER_MINUTE,
            timeWindow: '1 minute',
            keyGenerator: keyOfAddress,
          },
        },
      },
      async (request, reply) => {
        const body = readTrackBody(request.body);
        if (!body.ok) {
          return reply.code(400).send(batchRefused(400, body.message));
        }
        const result = await ingestTelemetryBatch(
          { db: app.db, clock },
          {
            items: body.items,
            mayHoldNul: body.mayHoldNul,
            instrumentationKey: telemetry.instrumentationKey,
            retentionMonths: app.config.TELEMETRY_RETENTION_MONTHS,
            userAgent: request.headers['user-agent'],
          },
        );
        return reply.code(result.status).send(result.answer);
      },
    );
  }
};
