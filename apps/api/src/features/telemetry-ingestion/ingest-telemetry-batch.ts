import type { Db } from '@skyparcel/db';
import {
  readTelemetryEnvelope,
  type TelemetryTrackResponse,
  telemetryRetentionCutoff,
} from '@skyparcel/domain/telemetry';
import type { Clock } from '../../lib/clock';
import { telemetryItems } from '../../lib/metrics';
import { insertTelemetryEvents, type NewTelemetryEvent } from '../../modules/telemetry';
import { UNREADABLE_LINE } from './read-track-body';
import { readUserAgent } from './read-user-agent';

export type IngestTelemetryInput = {
  items: unknown[];
  /** False when the body's text holds no NUL character (readTrackBody). */
  mayHoldNul: boolean;
  instrumentationKey: string;
  retentionMonths: number;
  userAgent: string | undefined;
};

export type IngestTelemetryResult = { status: 200 | 206 | 400; answer: TelemetryTrackResponse };

/**
 * One batch of POST /v2/track: each item kept or refused on its own (Azure's contract), the kept
 * ones written in one insert. All refused answers 400, some 206, none 200. The client's address
 * is not passed in: nothing here could store it. No country either (decision 064: no address
 * database, and no network call per batch).
 */
export async function ingestTelemetryBatch(
  deps: { db: Db; clock: Clock },
  input: IngestTelemetryInput,
): Promise<IngestTelemetryResult> {
  const now = deps.clock();
  const rules = {
    instrumentationKey: input.instrumentationKey,
    now,
    oldestAccepted: telemetryRetentionCutoff(now, input.retentionMonths),
    mayHoldNul: input.mayHoldNul,
  };
  const { device, browser } = readUserAgent(input.userAgent);
  const rows: NewTelemetryEvent[] = [];
  const errors: TelemetryTrackResponse['errors'] = [];
  input.items.forEach((item, index) => {
    const result =
      item === UNREADABLE_LINE
        ? ({ ok: false, message: 'Line is not JSON' } as const)
        : readTelemetryEnvelope(item, rules);
    if (result.ok) {
      rows.push({ ...result.event, receivedAt: now, device, browser, country: null });
    } else {
      errors.push({ index, statusCode: 400, message: result.message });
    }
  });
  await insertTelemetryEvents(deps.db, rows);
  // Counted once stored: a batch the database refused is retried by the SDK, not ingested.
  telemetryItems.inc({ outcome: 'accepted' }, rows.length);
  telemetryItems.inc({ outcome: 'refused' }, errors.length);
  const answer = { itemsReceived: input.items.length, itemsAccepted: rows.length, errors };
  const status = errors.length === 0 ? 200 : rows.length === 0 ? 400 : 206;
  return { status, answer };
}
