import { z } from 'zod';
import { ROLES, type Role } from '../accounts/roles';
import { LOCALES } from '../locale/supported-locales';
import {
  isTelemetryEventName,
  MAX_TELEMETRY_PATH_LENGTH,
  sanitizeTelemetryPath,
  TELEMETRY_MAX_CLOCK_AHEAD_MS,
  type TelemetryEventKind,
} from './telemetry-events';
import { isTelemetryId } from './telemetry-settings';

/** Longest id kept (the SDK's are 22 characters); a longer one is not the SDK's. */
const MAX_TELEMETRY_ID_LENGTH = 64;

const TelemetryIdSchema = z
  .string()
  .max(MAX_TELEMETRY_ID_LENGTH)
  .refine(isTelemetryId, 'not an id');

/**
 * The parts of an Application Insights envelope the portal reads (the SDK's `IEnvelope` and its
 * `PageviewData`/`EventData` base data); other fields are ignored. Strings are bounded so an
 * absurd item is refused before anything is copied out of it.
 */
export const TelemetryEnvelopeSchema = z.object({
  iKey: z.string().max(64),
  time: z.string().max(40),
  tags: z
    .object({
      'ai.session.id': TelemetryIdSchema,
      'ai.user.id': TelemetryIdSchema.optional(),
      'ai.user.authUserId': TelemetryIdSchema.optional(),
      'ai.operation.name': z.string().max(2048).optional(),
    })
    .meta({ description: 'ai.session.id is required; ai.user.id is absent when cookieless' }),
  data: z.object({
    baseType: z.string().max(64),
    baseData: z.object({
      name: z.string().max(2048),
      url: z.string().max(4096).optional(),
      uri: z.string().max(4096).optional(),
      properties: z.record(z.string(), z.unknown()).optional(),
    }),
  }),
});
export type TelemetryEnvelope = z.infer<typeof TelemetryEnvelopeSchema>;

/** One accepted envelope, ready for the server to add what it reads from the request. */
export type TelemetryEventInput = {
  occurredAt: Date;
  kind: TelemetryEventKind;
  name: string;
  page: string;
  sessionId: string;
  userId: string | null;
  authUserId: string | null;
  signedIn: boolean;
  role: Role | null;
  language: string;
};

export type TelemetryEnvelopeRules = {
  /** The configured key; an envelope's may differ in case and hyphens. */
  instrumentationKey: string;
  now: Date;
  /** Envelopes stamped before this instant are past the retention and refused. */
  oldestAccepted: Date;
  /**
   * False when the batch's text holds no NUL character, escaped or not (`mayHoldNul`): then no
   * item does, and the walk through every value of every item is skipped.
   */
  mayHoldNul?: boolean;
};

/** Whether a batch's text may hold a NUL character: raw, or as JSON's escape. */
export function mayHoldNul(text: string): boolean {
  return text.includes('\\u0000') || text.includes('\u0000');
}

export type ReadTelemetryEnvelopeResult =
  | { ok: true; event: TelemetryEventInput }
  | { ok: false; message: string };

/** Compares keys as the SDK may send them: any case, with or without hyphens. */
export function isSameTelemetryKey(sent: string, configured: string): boolean {
  if (sent === configured) {
    return true;
  }
  const normalise = (key: string) => key.replace(/-/g, '').toLowerCase();
  return normalise(sent) === normalise(configured);
}

/** A string of at most 200 characters if the property is one, else undefined. */
function textProperty(properties: Record<string, unknown>, name: string): string | undefined {
  const value = properties[name];
  return typeof value === 'string' ? value.slice(0, MAX_TELEMETRY_PATH_LENGTH) : undefined;
}

const refuse = (message: string): ReadTelemetryEnvelopeResult => ({ ok: false, message });

/**
 * Whether any string (value or key) in the item holds a NUL character, which PostgreSQL text
 * cannot store. Iterative, so a deeply nested item cannot exhaust the stack; the batch's byte
 * limit bounds the walk.
 */
function holdsNul(item: unknown): boolean {
  const pending: unknown[] = [item];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string') {
      if (value.includes('\u0000')) {
        return true;
      }
    } else if (value !== null && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) {
        if (key.includes('\u0000')) {
          return true;
        }
        pending.push(child);
      }
    }
  }
  return false;
}

/**
 * Decides one item of a batch: a page view, or an allow-listed event, of this portal's key,
 * stamped within the day ahead and the retention. What is kept holds no query string, no id in a
 * path, and no free text: the language and role are kept only when they are the portal's own.
 */
export function readTelemetryEnvelope(
  item: unknown,
  rules: TelemetryEnvelopeRules,
): ReadTelemetryEnvelopeResult {
  if (rules.mayHoldNul !== false && holdsNul(item)) {
    return refuse('Item holds a NUL character');
  }
  const parsed = TelemetryEnvelopeSchema.safeParse(item);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return refuse(`Invalid envelope at ${issue ? issue.path.join('.') || '(item)' : '(item)'}`);
  }
  const envelope = parsed.data;
  if (!isSameTelemetryKey(envelope.iKey, rules.instrumentationKey)) {
    return refuse('Invalid instrumentation key');
  }
  const time = new Date(envelope.time);
  if (Number.isNaN(time.getTime())) {
    return refuse('Invalid time');
  }
  if (time.getTime() > rules.now.getTime() + TELEMETRY_MAX_CLOCK_AHEAD_MS) {
    return refuse('Time is more than a day ahead');
  }
  if (time < rules.oldestAccepted) {
    return refuse('Time is older than the retention');
  }
  const { baseType, baseData } = envelope.data;
  const properties = baseData.properties ?? {};
  let kind: TelemetryEventKind;
  let name: string;
  let page: string;
  if (baseType === 'PageviewData') {
    kind = 'pageview';
    page = sanitizeTelemetryPath(baseData.url ?? baseData.uri ?? baseData.name);
    // The name should be the route pattern; a title or anything else is replaced by the page.
    name = baseData.name.startsWith('/') ? sanitizeTelemetryPath(baseData.name) : page;
  } else if (baseType === 'EventData') {
    if (!isTelemetryEventName(baseData.name)) {
      return refuse('Event name is not on the allow-list');
    }
    kind = 'event';
    name = baseData.name;
    page = sanitizeTelemetryPath(
      textProperty(properties, 'page') ?? envelope.tags['ai.operation.name'] ?? '/',
    );
  } else {
    return refuse('Only page views and allow-listed events are accepted');
  }
  const language = textProperty(properties, 'language');
  const role = textProperty(properties, 'role');
  const signedIn = properties.signedIn === 'true' || properties.signedIn === true;
  return {
    ok: true,
    event: {
      occurredAt: time,
      kind,
      name,
      page,
      sessionId: envelope.tags['ai.session.id'],
      userId: envelope.tags['ai.user.id'] ?? null,
      authUserId: envelope.tags['ai.user.authUserId'] ?? null,
      signedIn,
      role: signedIn && role && (ROLES as readonly string[]).includes(role) ? (role as Role) : null,
      language: language && (LOCALES as readonly string[]).includes(language) ? language : 'other',
    },
  };
}

/**
 * What the ingestion endpoint answers, as Azure's does: for 206 the SDK checks that
 * `itemsReceived - itemsAccepted === errors.length` and refuses any other answer.
 */
export const TelemetryTrackResponseSchema = z.object({
  itemsReceived: z.number().int(),
  itemsAccepted: z.number().int(),
  errors: z.array(
    z.object({
      /** The refused item's position in the batch. */
      index: z.number().int(),
      statusCode: z.number().int(),
      message: z.string(),
    }),
  ),
});
export type TelemetryTrackResponse = z.infer<typeof TelemetryTrackResponseSchema>;
