import { mayHoldNul } from '@skyparcel/domain/telemetry';

/** A line of a newline-delimited body that is not JSON: refused as an item, not as the batch. */
export const UNREADABLE_LINE = Symbol('unreadable line');

export type TrackBody =
  | { ok: true; items: (unknown | typeof UNREADABLE_LINE)[]; mayHoldNul: boolean }
  | { ok: false; message: string };

const NOT_ENVELOPES = 'Body must be a JSON array of envelopes, one envelope, or one per line';

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

const isEnvelopeLike = (value: unknown) =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The batch in any form the SDK sends (issue 28): a JSON array (fetch and XHR), the same as
 * `text/plain` (sendBeacon), one envelope, or newline-delimited JSON. The content type is not
 * trusted to say which; the text is.
 */
export function readTrackBody(body: unknown): TrackBody {
  const text = typeof body === 'string' ? body.replace(/^\uFEFF/, '').trim() : '';
  if (text === '') {
    return { ok: false, message: 'Body is empty' };
  }
  const whole = parseJson(text);
  if (whole.ok) {
    if (Array.isArray(whole.value) && whole.value.length > 0) {
      return { ok: true, items: whole.value, mayHoldNul: mayHoldNul(text) };
    }
    return isEnvelopeLike(whole.value)
      ? { ok: true, items: [whole.value], mayHoldNul: mayHoldNul(text) }
      : { ok: false, message: NOT_ENVELOPES };
  }
  if (!text.startsWith('{')) {
    return { ok: false, message: NOT_ENVELOPES };
  }
  const items = text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .map((line) => {
      const parsed = parseJson(line);
      return parsed.ok ? parsed.value : UNREADABLE_LINE;
    });
  return items.some((item) => item !== UNREADABLE_LINE)
    ? { ok: true, items, mayHoldNul: mayHoldNul(text) }
    : { ok: false, message: NOT_ENVELOPES };
}
