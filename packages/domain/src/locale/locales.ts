import { z } from 'zod';
import { LOCALES } from './supported-locales';

// The constants and rules live in supported-locales.ts, without zod: every page runs them, and a
// schema built in the same file would load zod with the first page as soon as any file used it.
export * from './supported-locales';

export const LocaleSchema = z.enum(LOCALES);

/** Text stored once per language, such as FAQ answers and prohibited-item names. */
export const LocalizedTextSchema = z.object({
  'en-US': z.string(),
  no: z.string(),
  fr: z.string(),
  'ar-AE': z.string(),
});
export type LocalizedText = z.infer<typeof LocalizedTextSchema>;
