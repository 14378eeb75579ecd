import { type DbHandle, openDb } from '@skyparcel/db';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { z } from 'zod';

/**
 * The settings each pooled PostgreSQL connection starts with (packages/db client.ts). Only the
 * PostgreSQL run has a server to ask (TEST_DATABASE_URL set); PGlite has no pool.
 */
const url = process.env.TEST_DATABASE_URL;

const SettingSchema = z.object({ rows: z.array(z.record(z.string(), z.string())).length(1) });

describe.runIf(url)('PostgreSQL session settings', () => {
  let handle: DbHandle;

  beforeAll(async () => {
    handle = await openDb({
      kind: 'postgres',
      url: url ?? '',
      timeouts: { connectMs: 5_000, statementMs: 4_321 },
    });
  });
  afterAll(async () => handle?.close());

  const setting = async (name: 'jit' | 'statement_timeout') =>
    Object.values(
      SettingSchema.parse(await handle.db.execute(sql.raw(`show ${name}`))).rows[0] ?? {},
    )[0];

  test('no just-in-time compilation (a report paid 0.6 s for it), and the statement timeout', async () => {
    expect(await setting('jit')).toBe('off');
    expect(await setting('statement_timeout')).toBe('4321ms');
  });
});
