import { allowsNamedStatements } from '@skyparcel/db';
import { is } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './tx';

type Executable<R> = { execute(values: Record<string, unknown>): Promise<R> };
type Preparable<R> = Executable<R> & { prepare(name: string): Executable<R> };

const names = new Set<string>();

/**
 * A read on every signed-in call's path (the session check, GET /state), built by drizzle once
 * per database handle instead of on every call, and named, so PostgreSQL parses and plans it once
 * per pooled connection: building the SQL text was a fifth of the portal's CPU in GET /state
 * (decision 048). The values go in as `sql.placeholder(...)`. A transaction runs the query as
 * built, since a prepared query belongs to the handle's own session, not the transaction's.
 * Behind a transaction-mode pooler the name is dropped (decision 072).
 */
export function preparedQuery<R>(name: string, build: (db: DbOrTx) => Preparable<R>) {
  // PostgreSQL keeps a named statement per connection; one name for two texts would fail there.
  if (names.has(name)) {
    throw new Error(`prepared query ${name} is declared twice`);
  }
  names.add(name);
  const kept = new WeakMap<object, Executable<R>>();
  return (db: DbOrTx, values: Record<string, unknown>): Promise<R> => {
    if (is(db, PgTransaction)) {
      return build(db).execute(values);
    }
    let statement = kept.get(db);
    if (!statement) {
      // Behind a transaction-mode pooler (decision 072) the built query is kept, but sent
      // unnamed: node-postgres names no statement for an empty name.
      statement = build(db).prepare(allowsNamedStatements(db) ? name : '');
      kept.set(db, statement);
    }
    return statement.execute(values);
  };
}
