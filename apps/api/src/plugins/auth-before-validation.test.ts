import qs from 'qs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { as, type Caller } from '../testing/as';
import { buildTestApp } from '../testing/build-test-app';
import type { TestUser } from '../testing/build-user';
import { fillPath, type Operation, readOperations } from '../testing/openapi-operations';
import { sessionFor } from '../testing/session-for';

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
let operations: Operation[] = [];
let customer: TestUser;
let admin: TestUser;
let shipperAdmin: TestUser;

beforeAll(async () => {
  ctx = await buildTestApp();
  operations = await readOperations(ctx.app);
  customer = await sessionFor(ctx.db, 'customer@demo.skyparcel.test');
  admin = await sessionFor(ctx.db, 'admin@demo.skyparcel.test');
  shipperAdmin = await sessionFor(ctx.db, 'business-admin@demo.skyparcel.test');
});
afterAll(async () => ctx.close());

/** Whether the call has a body, path or query the validator could refuse. */
function canBeInvalid(operation: Operation) {
  return operation.body !== undefined || operation.parameters.some((p) => p.in !== 'header');
}

/** The operation with everything invalid: over-long path values (90: past every id's limit, within the router's 100), a NUL character for query values, a list for the body. */
function invalidCall(operation: Operation, caller: Caller = null) {
  const query = Object.fromEntries(
    // A NUL character: refused in any input, also where every query value is optional.
    operation.parameters.filter((p) => p.in === 'query').map((p) => [p.name, '\u0000']),
  );
  const search = qs.stringify(query);
  return as(ctx.app, caller).request(
    operation.method as 'GET',
    `${fillPath(operation.path, () => 'x'.repeat(90))}${search ? `?${search}` : ''}`,
    operation.method === 'GET' ? undefined : [1, 2, 3],
  );
}

const title = (operation: Operation) => `${operation.method} ${operation.path}`;

describe('authentication comes before validation (issue 10)', () => {
  test('the OpenAPI document marks the calls that need a session', () => {
    const secured = operations.filter((operation) => operation.roles !== undefined);
    // Spot checks that the marking reflects the guards: a customer's, a staff and an admin call.
    expect(secured.map(title)).toEqual(
      expect.arrayContaining([
        'GET /api/user',
        'POST /api/staff/warehouses/{warehouseId}/packages',
        'PUT /api/userProfile/{id}/update-status',
      ]),
    );
    expect(
      operations.find((o) => title(o) === 'PUT /api/userProfile/{id}/update-status')?.roles,
    ).toEqual(['ADMIN', 'SHIPPER ADMIN']);
    expect(secured.length).toBeGreaterThan(30);
  });

  test('every call that needs a session answers a visitor with an invalid request 401, not 400', async () => {
    const secured = operations.filter((operation) => operation.roles !== undefined);
    const answers: string[] = [];
    for (const operation of secured) {
      const response = await invalidCall(operation);
      answers.push(`${title(operation)} -> ${response.statusCode} ${response.json().error?.code}`);
      expect(response.json().error?.fields, title(operation)).toBeUndefined();
    }
    expect(answers).toEqual(
      secured.map((operation) => `${title(operation)} -> 401 UNAUTHENTICATED`),
    );
  });

  test('the same invalid requests, signed in with the right role, are refused by validation', async () => {
    // Proves the table above sends requests the validator would refuse (the test has teeth).
    const secured = operations.filter((o) => o.roles !== undefined && canBeInvalid(o));
    for (const operation of secured) {
      // A caller the call admits: an admin where admins may, else the company's SHIPPER ADMIN.
      const roles = operation.roles ?? [];
      const caller = roles.length === 0 ? customer : roles.includes('ADMIN') ? admin : shipperAdmin;
      const response = await invalidCall(operation, caller);
      expect(`${title(operation)} -> ${response.statusCode}`).toBe(`${title(operation)} -> 400`);
    }
  });

  test('a customer calling a staff or admin route with an invalid request gets 403, not 400', async () => {
    const forbidden = operations.filter(
      (operation) => operation.roles?.length && !operation.roles.includes('CUSTOMER'),
    );
    expect(forbidden.length).toBeGreaterThan(10);
    for (const operation of forbidden) {
      const response = await invalidCall(operation, customer);
      expect(`${title(operation)} -> ${response.statusCode} ${response.json().error?.code}`).toBe(
        `${title(operation)} -> 403 FORBIDDEN`,
      );
    }
  });
});
