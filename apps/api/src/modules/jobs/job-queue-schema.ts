import { getConstructionPlans } from 'pg-boss';

/** The PostgreSQL schema pg-boss's tables live in, beside the portal's own (decision 069). */
export const JOB_QUEUE_SCHEMA = 'pgboss';

/** Statements pg-boss wraps its install in: the migration's own transaction does their work. */
const WRAPPER = /^(begin|commit|set local\b|select pg_advisory_xact_lock\b)/i;

/**
 * pg-boss's install, one statement each, without its BEGIN/COMMIT, lock settings and advisory
 * lock: migration 0042 holds exactly these (a test compares), so the schema is built by our
 * migrate step in its transaction, and PGlite, which runs one statement per call, can run them.
 */
export function jobQueueInstallStatements(): string[] {
  return splitStatements(getConstructionPlans(JOB_QUEUE_SCHEMA)).filter(
    (statement) => !WRAPPER.test(statement),
  );
}

/** Splits SQL on the semicolons outside quotes and dollar-quoted bodies ($$ … $$, $cmd$ … $cmd$). */
export function splitStatements(script: string): string[] {
  const statements: string[] = [];
  let start = 0;
  let index = 0;
  while (index < script.length) {
    const char = script[index];
    if (char === "'") {
      index = script.indexOf("'", index + 1) + 1 || script.length;
      continue;
    }
    if (char === '$') {
      const tag = /^\$[A-Za-z_]*\$/.exec(script.slice(index))?.[0];
      if (tag) {
        const end = script.indexOf(tag, index + tag.length);
        index = end === -1 ? script.length : end + tag.length;
        continue;
      }
    }
    if (char === ';') {
      statements.push(script.slice(start, index));
      start = index + 1;
    }
    index += 1;
  }
  statements.push(script.slice(start));
  return statements.map((statement) => statement.trim()).filter((statement) => statement !== '');
}
