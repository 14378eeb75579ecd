import { isAmongCommonPasswords } from '@skyparcel/domain/common-passwords';
import type { z } from 'zod';

/**
 * The route's body schema with the server's own common-password check on `field`: the 10,000
 * most common passwords (decision 022), which the browser's copy of the schema leaves out to
 * stay small. Same message as the browser's short list.
 */
export function refuseCommonPasswords<Schema extends z.ZodObject>(
  schema: Schema,
  field: keyof z.infer<Schema> & string,
): Schema {
  return schema.superRefine((body, context) => {
    const password: unknown = body[field];
    if (typeof password === 'string' && isAmongCommonPasswords(password)) {
      context.addIssue({ code: 'custom', path: [field], message: 'validation.commonPassword' });
    }
  });
}
