import { schema } from '@skyparcel/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { as, type Caller } from '../../testing/as';
import { buildBusinessUser, buildCompanyCast, type CompanyCast } from '../../testing/build-company';
import { buildPackage } from '../../testing/build-package';
import { buildTestApp } from '../../testing/build-test-app';
import { buildCustomer, buildUser, type TestUser, warehouseIdOf } from '../../testing/build-user';
import { multipartBody, SAMPLE } from '../../testing/multipart';
import { sessionFor } from '../../testing/session-for';

type Call = {
  method: 'GET' | 'PUT' | 'POST' | 'DELETE';
  url: string;
  payload?: object | Buffer;
  headers?: Record<string, string>;
};

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
let owner: TestUser;
let intruder: TestUser;
let pkg: typeof schema.packages.$inferSelect;
let warehouseId = '';
let serialNumber = 0;
let photoId = '';

function send({ method, url, payload, headers }: Call, caller: Caller = null) {
  return as(ctx.app, caller).request(method, url, payload, headers ? { headers } : {});
}

/** The package the calls name, with its photo and its document. */
type Target = { pkg: typeof schema.packages.$inferSelect; photoId: string; serialNumber: number };

/** Every call that names one package, as its owner would make it. */
function packageCalls(warehouse: string, target: Target = { pkg, photoId, serialNumber }): Call[] {
  const { pkg, photoId, serialNumber } = target;
  const base = `/api/warehouses/${warehouse}/packages/${pkg.id}`;
  const upload = multipartBody({ packageId: pkg.id }, [{ name: 'x.pdf', content: SAMPLE.pdf() }]);
  return [
    { method: 'GET', url: base },
    {
      method: 'PUT',
      url: base,
      payload: {
        lineItems: [
          { description: 'Shoes', quantity: 1, valuePerUnit: { amount: 1, currency: 'USD' } },
        ],
      },
    },
    { method: 'PUT', url: `${base}/return-package`, payload: { comment: 'Mine now' } },
    { method: 'PUT', url: `${base}/abandon` },
    {
      method: 'PUT',
      url: `${base}/additional-services`,
      payload: { serviceCodes: ['XPH'], comment: 'Photos, please' },
    },
    {
      method: 'GET',
      url: `/api/warehouses/${warehouse}/service-charge/state/DE/packageId/${pkg.id}`,
      headers: { serviceCodes: 'XPH' },
    },
    { method: 'GET', url: `${base}/photos/${photoId}` },
    ...(warehouse === pkg.warehouseId
      ? ([
          {
            method: 'POST',
            url: '/api/Packages/upload-file',
            payload: upload.payload,
            headers: upload.headers,
          },
          { method: 'GET', url: `/api/Packages/uploaded-files?awbPrefixAwbNumber=PK${pkg.number}` },
          { method: 'GET', url: `/api/Packages/uploaded-files/${serialNumber}/file` },
          { method: 'DELETE', url: `/api/Packages/uploaded-files/delete/${serialNumber}` },
        ] satisfies Call[])
      : []),
  ];
}

beforeAll(async () => {
  ctx = await buildTestApp();
  owner = await buildCustomer(ctx.db);
  intruder = await buildCustomer(ctx.db);
  warehouseId = await warehouseIdOf(ctx.db, 'US-DE');
  pkg = await buildPackage(ctx.db, { owner });
  const document = multipartBody({ packageId: pkg.id }, [
    { name: 'invoice.pdf', content: SAMPLE.pdf() },
  ]);
  serialNumber = (
    await as(ctx.app, owner).post('/api/Packages/upload-file', document.payload, {
      headers: document.headers,
    })
  ).json().serialNumber;
  const staff = await sessionFor(ctx.db, 'staff@demo.skyparcel.test');
  const photo = multipartBody({}, [{ name: 'p.jpg', content: SAMPLE.jpg() }]);
  photoId = (
    await as(ctx.app, staff).post(`/api/staff/packages/${pkg.id}/photos`, photo.payload, {
      headers: photo.headers,
    })
  ).json().photos[0].id;
});
afterAll(async () => ctx.close());

describe('authorisation of every package and upload call', () => {
  test('another customer gets 403 "Package with id … is not associated with this user." and changes nothing', async () => {
    for (const call of packageCalls(warehouseId)) {
      const response = await send(call, intruder);
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(403);
      expect(response.json().error, call.url).toEqual({
        code: 'PACKAGE_NOT_ASSOCIATED',
        message: 'Package with id is not associated with this user.',
      });
    }
    const [after] = await ctx.db
      .select()
      .from(schema.packages)
      .where(eq(schema.packages.id, pkg.id));
    expect(after).toMatchObject({ status: 'in_review', returnComment: null, quantity: 0 });
    const files = await ctx.db
      .select()
      .from(schema.packageFiles)
      .where(eq(schema.packageFiles.packageId, pkg.id));
    expect(files).toHaveLength(2);
  });

  test('a visitor gets 401 on every call, including the lists', async () => {
    const calls: Call[] = [
      ...packageCalls(warehouseId),
      { method: 'GET', url: '/api/package-locker' },
      { method: 'GET', url: '/api/warehouses/byCountry/US/packages' },
      { method: 'GET', url: `/api/warehouses/byCountry/${warehouseId}/packages` },
      { method: 'GET', url: '/api/Packages/uploaded-files' },
      { method: 'GET', url: '/api/user/notifications' },
      {
        method: 'POST',
        url: '/api/user/mark-notifications-read',
        payload: { notificationIds: [pkg.id] },
      },
    ];
    for (const call of calls) {
      const response = await send(call);
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(401);
      expect(response.json().error.message).toBe('User not authenticated');
    }
  });

  test('the lists of another customer never show the package', async () => {
    const suite = (await as(ctx.app, intruder).get('/api/warehouses/byCountry/US/packages')).json();
    expect(suite.total).toBe(0);
    const documents = (await as(ctx.app, intruder).get('/api/Packages/uploaded-files')).json();
    expect(documents.total).toBe(0);
  });

  test('a missing warehouse answers 404 with the catalogue text on every call that names one', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    for (const call of packageCalls(missing)) {
      const response = await send(call, owner);
      expect(response.statusCode, call.url).toBe(404);
      expect(response.json().error.message).toBe(`Warehouse with id could not be found`);
    }
  });

  test('the owner may make the same calls', async () => {
    const response = await as(ctx.app, owner).get(
      `/api/warehouses/${warehouseId}/packages/${pkg.id}`,
    );
    expect(response.statusCode).toBe(200);
    const file = await as(ctx.app, owner).get(`/api/Packages/uploaded-files/${serialNumber}/file`);
    expect(file.statusCode).toBe(200);
  });
});

describe('a business company shares its packages (decision 053)', () => {
  let cast: CompanyCast;
  let target: Target;
  const REFUSED = ['PACKAGE_NOT_ASSOCIATED', 'PACKAGE_NOT_FOUND', 'UNAUTHENTICATED'];

  beforeAll(async () => {
    cast = await buildCompanyCast(ctx.db);
    const { shipper } = cast.company;
    const companyPackage = await buildPackage(ctx.db, { owner: shipper });
    const document = multipartBody({ packageId: companyPackage.id }, [
      { name: 'invoice.pdf', content: SAMPLE.pdf() },
    ]);
    const uploaded = await as(ctx.app, shipper).post(
      '/api/Packages/upload-file',
      document.payload,
      { headers: document.headers },
    );
    const staff = await sessionFor(ctx.db, 'staff@demo.skyparcel.test');
    const photo = multipartBody({}, [{ name: 'p.jpg', content: SAMPLE.jpg() }]);
    const photos = await as(ctx.app, staff).post(
      `/api/staff/packages/${companyPackage.id}/photos`,
      photo.payload,
      { headers: photo.headers },
    );
    target = {
      pkg: companyPackage,
      serialNumber: uploaded.json().serialNumber,
      photoId: photos.json().photos[0].id,
    };
  });

  test('another company’s users and an individual customer get the 403 on every call', async () => {
    const outsiders = [cast.otherCompany.admin, cast.otherCompany.shipper, cast.individual];
    for (const outsider of outsiders) {
      for (const call of packageCalls(warehouseId, target)) {
        const response = await send(call, outsider);
        expect(response.statusCode, `${outsider.user.role} ${call.method} ${call.url}`).toBe(403);
        expect(response.json().error.code).toBe('PACKAGE_NOT_ASSOCIATED');
      }
    }
    const [after] = await ctx.db
      .select()
      .from(schema.packages)
      .where(eq(schema.packages.id, target.pkg.id));
    expect(after).toMatchObject({ status: 'in_review', returnComment: null, quantity: 0 });
  });

  test('lists: colleagues see the package with its owner named, outsiders never', async () => {
    const suiteOf = async (caller: Caller) =>
      (await as(ctx.app, caller).get('/api/warehouses/byCountry/US/packages')).json() as {
        items: { id: string; ownerName?: string }[];
      };
    const seenByAdmin = (await suiteOf(cast.company.admin)).items.find(
      (item) => item.id === target.pkg.id,
    );
    expect(seenByAdmin?.ownerName).toBe('Sara Nasser');
    const seenByOwner = (await suiteOf(cast.company.shipper)).items.find(
      (item) => item.id === target.pkg.id,
    );
    expect(seenByOwner).toBeDefined();
    expect(seenByOwner?.ownerName).toBeUndefined();
    for (const outsider of [cast.otherCompany.admin, cast.individual]) {
      expect((await suiteOf(outsider)).items).toEqual([]);
      const documents = await as(ctx.app, outsider).get('/api/Packages/uploaded-files');
      expect(documents.json().total).toBe(0);
    }
    const documents = await as(ctx.app, cast.company.admin).get('/api/Packages/uploaded-files');
    expect(documents.body).toContain(target.pkg.id);
  });

  test('only business users share: a CUSTOMER or BOT of the company sees none, and shows none', async () => {
    const formerColleague = await buildBusinessUser(ctx.db, cast.company.id, 'SHIPPER');
    const leftBehind = await buildPackage(ctx.db, { owner: formerColleague });
    await ctx.db
      .update(schema.users)
      .set({ role: 'CUSTOMER' })
      .where(eq(schema.users.id, formerColleague.user.id));
    const bot = await buildUser(ctx.db, { role: 'BOT', companyId: cast.company.id });
    for (const outsider of [formerColleague, bot]) {
      const response = await send(packageCalls(warehouseId, target)[0] as Call, outsider);
      expect(response.statusCode, outsider.user.email).toBe(403);
    }
    const suite = await as(ctx.app, cast.company.admin).get(
      '/api/warehouses/byCountry/US/packages',
    );
    expect(suite.body).toContain(target.pkg.id);
    expect(suite.body).not.toContain(leftBehind.id);
  });

  test('a colleague makes every call as the owner could, and the history names the colleague', async () => {
    const colleague = cast.company.admin;
    for (const call of packageCalls(warehouseId, target)) {
      const response = await send(call, colleague);
      const code = response.statusCode < 400 ? undefined : response.json().error.code;
      expect(REFUSED, `${call.method} ${call.url}: ${response.body}`).not.toContain(code);
      expect(response.statusCode, `${call.method} ${call.url}`).toBeLessThan(500);
    }
    const history = await ctx.db
      .select()
      .from(schema.packageStatusHistory)
      .where(eq(schema.packageStatusHistory.packageId, target.pkg.id));
    expect(history.map((row) => [row.toStatus, row.actorUserId])).toContainEqual([
      'return_requested',
      colleague.user.id,
    ]);
  });
});
