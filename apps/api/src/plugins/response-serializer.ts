import fastJsonStringify from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { z } from 'zod';

/**
 * Compiles each route's zod response schema, once at boot, into a fast-json-stringify
 * serializer (Fastify's own default). Like the zod serializer it writes only declared fields,
 * so nothing undeclared leaks; unlike it, it does not re-validate every answer with zod, which
 * cost half the throughput of small answers and most of the time of large ones.
 */
export const responseSerializerCompiler: FastifySerializerCompiler<z.ZodType> = ({ schema }) => {
  const jsonSchema = z.toJSONSchema(schema, {
    io: 'output',
    target: 'draft-7',
    unrepresentable: 'any',
  });
  return fastJsonStringify(jsonSchema as Parameters<typeof fastJsonStringify>[0]);
};
