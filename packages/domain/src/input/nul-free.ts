import { z } from 'zod';

/** The i18n key of a text holding a NUL character. */
export const NUL_CHARACTER_KEY = 'validation.nulCharacter';

/**
 * The paths, in any nested input, of strings (values or keys) that hold a NUL character
 * (U+0000). PostgreSQL text and jsonb cannot store one, so such input is refused at the edge
 * (issue 10) instead of failing in the database.
 */
export function findNulCharacters(input: unknown, path: PropertyKey[] = []): PropertyKey[][] {
  if (typeof input === 'string') {
    return input.includes('\u0000') ? [path] : [];
  }
  if (!input || typeof input !== 'object') {
    return [];
  }
  return Object.entries(input).flatMap(([key, value]) =>
    key.includes('\u0000') ? [[...path, key]] : findNulCharacters(value, [...path, key]),
  );
}

/**
 * Any input, refused with `validation.nulCharacter` at every string holding a NUL character.
 * The API pipes every route's body, query and path parameters through it before their own
 * schema, so no field (today's or tomorrow's) can bring one in.
 */
export const NulFreeInputSchema = z.unknown().superRefine((input, context) => {
  for (const path of findNulCharacters(input)) {
    context.addIssue({ code: 'custom', message: NUL_CHARACTER_KEY, path });
  }
});
