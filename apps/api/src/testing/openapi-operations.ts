import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { BEARER_SCHEME } from '../plugins/auth';

/** A JSON Schema as @fastify/swagger writes it (OpenAPI 3.1, from the zod schemas). */
export type JsonSchema = { [key: string]: unknown };

export type Parameter = {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  schema: JsonSchema;
};

export type Operation = {
  method: string;
  /** The OpenAPI path, with `{name}` placeholders. */
  path: string;
  parameters: Parameter[];
  /** The JSON request body's schema, when the operation takes one. */
  body: JsonSchema | undefined;
  /** Undefined for a public call; else the roles it admits ([]: any signed-in user). */
  roles: string[] | undefined;
};

const JsonSchemaSchema = z.record(z.string(), z.unknown());

const OperationSchema = z.object({
  parameters: z
    .array(
      z.object({
        name: z.string(),
        in: z.enum(['path', 'query', 'header', 'cookie']),
        required: z.boolean().default(false),
        schema: JsonSchemaSchema.default({}),
      }),
    )
    .default([]),
  requestBody: z
    .object({
      content: z.record(z.string(), z.object({ schema: JsonSchemaSchema.default({}) })),
    })
    .optional(),
  security: z.array(z.record(z.string(), z.array(z.string()))).optional(),
});

const DocumentSchema = z.object({
  paths: z.record(z.string(), z.record(z.string(), z.unknown())),
});

const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);

/** Every operation of the app's own `/api/openapi.json`, read as a client would. */
export async function readOperations(app: FastifyInstance): Promise<Operation[]> {
  const answer = await app.inject({ method: 'GET', url: '/api/openapi.json' });
  const document = DocumentSchema.parse(answer.json());
  const operations: Operation[] = [];
  for (const [path, byMethod] of Object.entries(document.paths)) {
    for (const [method, raw] of Object.entries(byMethod)) {
      if (!METHODS.has(method)) {
        continue;
      }
      const operation = OperationSchema.parse(raw);
      // An empty requirement beside the bearer one: a visitor may call it too (POST /login/user-type).
      const isOpen = operation.security?.some((entry) => Object.keys(entry).length === 0);
      const bearer = isOpen
        ? undefined
        : operation.security?.find((entry) => BEARER_SCHEME in entry);
      operations.push({
        method: method.toUpperCase(),
        path,
        parameters: operation.parameters,
        body: operation.requestBody?.content['application/json']?.schema,
        roles: bearer?.[BEARER_SCHEME],
      });
    }
  }
  return operations;
}

/** The operation's path with each `{name}` replaced by `value(name)`, URL-encoded. */
export function fillPath(path: string, value: (name: string) => string): string {
  return path.replace(/\{([^}]+)\}/g, (_match, name: string) => encodeHostile(value(name)));
}

/**
 * encodeURIComponent throws on a lone surrogate ('\ud800'), which a generator will produce. A
 * hostile client can still send its WTF-8 bytes (%ED%A0%80, not valid UTF-8), so they are sent
 * as such and the server must refuse them with a 4xx.
 */
function encodeHostile(text: string): string {
  let encoded = '';
  for (const char of text) {
    const unit = char.charCodeAt(0);
    if (char.length === 1 && unit >= 0xd800 && unit <= 0xdfff) {
      encoded += [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    } else {
      encoded += encodeURIComponent(char);
    }
  }
  return encoded;
}
