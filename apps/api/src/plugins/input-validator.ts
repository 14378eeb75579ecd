import { NulFreeInputSchema } from '@skyparcel/domain/input';
import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';

/**
 * fastify-type-provider-zod's validator, with every body, query string and path parameter first
 * refused where a string holds a NUL character (issue 10): PostgreSQL cannot store one, and no
 * route has to remember it. The refusal is an ordinary zod issue, so it answers 400
 * VALIDATION_FAILED with `fields` like any other.
 */
export const inputValidatorCompiler: FastifySchemaCompiler<ZodType> = (route) =>
  validatorCompiler({ ...route, schema: NulFreeInputSchema.pipe(route.schema) });
