import type { Readable } from 'node:stream';
import { AppError } from '@skyparcel/domain/errors';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';

function fieldsOf(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    fields[issue.path.join('.') || '_'] ??= issue.message;
  }
  return fields;
}

/**
 * Reads a form sent as multipart: the JSON field (`application`, or the one named) first, then
 * the file `document`.
 * The form is checked by the domain schema before a byte of the file is stored; a wrong form
 * answers VALIDATION_FAILED with every field's text, a missing file names `document`.
 */
export async function readApplicationUpload<T extends z.ZodType>(
  request: FastifyRequest,
  schema: T,
  fieldName = 'application',
): Promise<{ fields: z.output<T>; upload: { originalName: string; source: Readable } }> {
  const file = await request.file().catch(() => undefined);
  if (!file) {
    throw new AppError('VALIDATION_FAILED', {
      fields: { document: 'validation.business.document' },
    });
  }
  const part = file.fields[fieldName];
  const raw = part && !Array.isArray(part) && part.type === 'field' ? part.value : undefined;
  let json: unknown;
  try {
    json = typeof raw === 'string' ? JSON.parse(raw) : undefined;
  } catch {
    json = undefined;
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    file.file.resume();
    throw new AppError('VALIDATION_FAILED', { fields: fieldsOf(parsed.error) });
  }
  return { fields: parsed.data, upload: { originalName: file.filename, source: file.file } };
}
