import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MIGRATIONS_FOLDER } from '@skyparcel/db';
import { describe, expect, test } from 'vitest';
import { jobQueueInstallStatements, splitStatements } from './job-queue-schema';

describe('the job queue schema (migration 0042, decision 069)', () => {
  test('is exactly what the installed pg-boss would install: an upgrade needs a migration', () => {
    const migration = readFileSync(join(MIGRATIONS_FOLDER, '0042_job_queue.sql'), 'utf8');
    const statements = migration.split('--> statement-breakpoint').map((chunk) =>
      chunk
        .replace(/^(--.*\n)+/, '')
        .trim()
        .replace(/;$/, ''),
    );
    expect(statements).toEqual(jobQueueInstallStatements());
  });

  test('splits on the semicolons outside quotes and dollar-quoted bodies', () => {
    expect(
      splitStatements(`select 'a;b'; create function f() returns int as $$ select 1; $$ language sql;
        do $cmd$ begin perform 1; end $cmd$`),
    ).toEqual([
      "select 'a;b'",
      'create function f() returns int as $$ select 1; $$ language sql',
      'do $cmd$ begin perform 1; end $cmd$',
    ]);
  });
});
