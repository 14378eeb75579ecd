import fc from 'fast-check';
import qs from 'qs';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createSession } from './modules/sessions';
import { as, type Caller } from './testing/as';
import { buildPackage } from './testing/build-package';
import { buildTestApp } from './testing/build-test-app';
import { buildCustomer } from './testing/build-user';
import { arbitraryFor, toJsonText } from './testing/openapi-arbitraries';
import { fillPath, type Operation, readOperations } from './testing/openapi-operations';
import { sessionFor } from './testing/session-for';

/**
 * Issue 10: no input makes a 5xx. Every operation of the real /api/openapi.json is called with
 * requests built from its own parameter and body schemas, any part of which may be hostile, as a
 * visitor, a signed-in customer and an admin. FUZZ_SEED=<seed> replays a run.
 *
 * Nothing is excluded. Calls that end a session (logout, a password change) are harmless because
 * every signed-in request gets a session of its own; the admin's targets are a user made for the
 * fuzzer, so deactivating one does not lock the fuzzing customer out.
 */
const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
// 5 per operation keeps a run near half a minute on an idle machine (the test's timeout allows
// for a busy one); FUZZ_RUNS=<n> searches deeper by hand.
const RUNS_PER_OPERATION = Number(process.env.FUZZ_RUNS ?? 5);

type Identity = 'visitor' | 'customer' | 'admin';

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
let operations: Operation[] = [];
let customerId = '';
let adminId = '';
/** Real values for path parameters, so some requests reach past the "not found" checks. */
let knownValues: string[] = [];
let requestCount = 0;

beforeAll(async () => {
  ctx = await buildTestApp();
  operations = await readOperations(ctx.app);
  const customer = await buildCustomer(ctx.db);
  customerId = customer.user.id;
  adminId = (await sessionFor(ctx.db, 'admin@demo.skyparcel.test')).user.id;
  const target = await buildCustomer(ctx.db);
  const pkg = await buildPackage(ctx.db, { owner: customer, warehouse: 'US-DE' });
  knownValues = [
    pkg.warehouseId,
    'US-DE',
    pkg.id,
    customer.suiteNumber,
    target.user.id,
    'KW',
    'en-US',
    '1',
  ];
});

afterAll(async () => {
  console.info(
    `OpenAPI fuzz: ${requestCount} requests over ${operations.length} operations, seed ${SEED} (replay with FUZZ_SEED=${SEED})`,
  );
  await ctx.close();
});

function identitiesFor(operation: Operation): fc.Arbitrary<Identity> {
  if (operation.roles === undefined) {
    return fc.constantFrom<Identity>('visitor', 'customer');
  }
  if (operation.roles.length === 0 || operation.roles.includes('CUSTOMER')) {
    return fc.constantFrom<Identity>('customer', 'customer', 'admin', 'visitor');
  }
  return fc.constantFrom<Identity>('admin', 'admin', 'customer', 'visitor');
}

function requestFor(operation: Operation) {
  const path = operation.parameters.filter((p) => p.in === 'path');
  const query = operation.parameters.filter((p) => p.in === 'query');
  // The query as one object, so that one hostile value can sit among valid ones.
  const querySchema = {
    type: 'object',
    properties: Object.fromEntries(query.map((p) => [p.name, p.schema])),
    required: query.filter((p) => p.required).map((p) => p.name),
  };
  return fc.record({
    identity: identitiesFor(operation),
    path: fc.record(
      Object.fromEntries(
        path.map((p) => [
          p.name,
          fc.oneof(fc.constantFrom(...knownValues), arbitraryFor(p.schema).map(String)),
        ]),
      ),
    ),
    query: arbitraryFor(querySchema).map((value) =>
      value && typeof value === 'object' && !Array.isArray(value)
        ? value
        : { [query[0]?.name ?? 'q']: value },
    ),
    body: operation.body ? arbitraryFor(operation.body) : fc.constant(undefined),
  });
}

/** A session of its own for each signed-in request (see above), or a visitor. */
async function callerOf(identity: Identity): Promise<Caller> {
  if (identity === 'visitor') {
    return null;
  }
  return createSession(ctx.db, identity === 'admin' ? adminId : customerId);
}

test(`no generated request answers 5xx (seed ${SEED})`, { timeout: 300_000 }, async () => {
  expect(operations.length).toBeGreaterThan(50);
  // Every operation runs even when one fails, so one run lists every call that needs a fix.
  const failures: string[] = [];
  for (const operation of operations) {
    const failure = await fc.check(
      fc.asyncProperty(requestFor(operation), async (request) => {
        requestCount += 1;
        const search = qs.stringify(request.query);
        const url = `${fillPath(operation.path, (name) => request.path[name] ?? '')}${search ? `?${search}` : ''}`;
        const caller = as(ctx.app, await callerOf(request.identity));
        const response =
          request.body === undefined
            ? await caller.request(operation.method as 'GET', url)
            : await caller.request(operation.method as 'GET', url, toJsonText(request.body), {
                headers: { 'content-type': 'application/json' },
              });
        expect(
          response.statusCode,
          `${operation.method} ${url} as ${request.identity}: ${response.body.slice(0, 300)}`,
        ).toBeLessThan(500);
      }),
      { seed: SEED, numRuns: RUNS_PER_OPERATION },
    );
    if (failure.failed) {
      failures.push(
        `${operation.method} ${operation.path}: ${fc.defaultReportMessage(failure) ?? 'failed'}`,
      );
    }
  }
  expect(failures).toEqual([]);
});
