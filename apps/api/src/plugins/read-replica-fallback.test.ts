import { connect, createServer, type Server, type Socket } from 'node:net';
import { type DbHandle, openDb, type ReadTarget } from '@skyparcel/db';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { z } from 'zod';
import { waitUntil } from '../testing/wait-until';

/**
 * `readDb`'s way to the replica and back to the primary (packages/db client.ts, decision 072).
 * The replica here is a TCP relay to the test server that the test opens and closes; the
 * scale test (pgbouncer-and-replica.scale.test.ts) runs a real streaming replica. PostgreSQL
 * run only (TEST_DATABASE_URL set): PGlite has no replica.
 */
const url = process.env.TEST_DATABASE_URL;

const OneSchema = z.object({ rows: z.array(z.object({ one: z.number() })).length(1) });

/** A relay on a fixed port to the server of `target`: `open()` and `close()` it at will. */
function relayTo(target: URL) {
  let server: Server | undefined;
  const sockets = new Set<Socket>();
  let bytes = 0;
  let port = 0;
  const open = () =>
    new Promise<void>((resolve, reject) => {
      server = createServer((client) => {
        const upstream = connect(Number(target.port), target.hostname);
        client.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
        });
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => undefined);
        }
        client.pipe(upstream).pipe(client);
      });
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        const address = server?.address();
        port = typeof address === 'object' && address ? address.port : 0;
        resolve();
      });
    });
  return {
    open,
    /** Refuses new connections and cuts the open ones, as a stopped server does. */
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) {
          socket.destroy();
        }
        server?.close(() => resolve());
      }),
    /** What clients sent through it so far. */
    bytes: () => bytes,
    url: () => {
      const replica = new URL(target);
      replica.port = String(port);
      return replica.toString();
    },
  };
}

describe.runIf(url)('a read replica that stops answering, and comes back', () => {
  const targets: ReadTarget[] = [];
  let relay: ReturnType<typeof relayTo>;
  let handle: DbHandle;

  beforeAll(async () => {
    relay = relayTo(new URL(url ?? ''));
    await relay.open();
    handle = await openDb(
      { kind: 'postgres', url: url ?? '', replicaUrl: relay.url() },
      undefined,
      (target) => targets.push(target),
    );
  });
  afterAll(async () => {
    await handle?.close();
    await relay?.close();
  });

  const readOne = async () =>
    OneSchema.parse(await handle.readDb.execute(sql`select 1 as one`)).rows[0]?.one;

  test('reads go through the replica while it answers; `db` never does', async () => {
    const before = relay.bytes();
    expect(await readOne()).toBe(1);
    const afterRead = relay.bytes();
    expect(afterRead).toBeGreaterThan(before);
    await handle.db.execute(sql`select 1`);
    expect(relay.bytes()).toBe(afterRead);
    expect(handle.readTarget()).toBe('replica');
  });

  test('a stopped replica: the read in flight and the next ones answer from the primary, at once', async () => {
    await relay.close();
    // The pool's connection to it is cut: the read runs again on the primary.
    expect(await readOne()).toBe(1);
    expect(handle.readTarget()).toBe('primary');
    expect(targets).toEqual(['primary']);
    const started = performance.now();
    for (let read = 0; read < 20; read += 1) {
      expect(await readOne()).toBe(1);
    }
    // A transaction on readDb takes one side whole.
    expect(
      await handle.readDb.transaction(async (tx) =>
        OneSchema.parse(await tx.execute(sql`select 1 as one`)),
      ),
    ).toEqual({ rows: [{ one: 1 }] });
    // Each read waiting for a connect attempt (up to 1 s) would take 20 s here.
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  test('back: a probe finds it within a few seconds and the reads return to it', async () => {
    await relay.open();
    await waitUntil(() => handle.readTarget() === 'replica', {
      timeoutMs: 5_000,
      what: 'the probe to find the replica',
    });
    expect(targets).toEqual(['primary', 'replica']);
    const before = relay.bytes();
    expect(await readOne()).toBe(1);
    expect(relay.bytes()).toBeGreaterThan(before);
    expect(handle.readTarget()).toBe('replica');
  });
});
