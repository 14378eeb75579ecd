import { schema } from '@skyparcel/db';
import { RETURN_COMMENT_MAX_LENGTH } from '@skyparcel/domain/packages';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { as } from '../../testing/as';
import { buildPackage } from '../../testing/build-package';
import { buildTestApp } from '../../testing/build-test-app';
import { buildCustomer, type TestUser } from '../../testing/build-user';
import { sessionFor } from '../../testing/session-for';

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
/** A clerk of the US warehouse, where `buildPackage` receives packages. */
let staff: TestUser;

beforeAll(async () => {
  ctx = await buildTestApp();
  staff = await sessionFor(ctx.db, 'staff@demo.skyparcel.test');
});
afterAll(async () => ctx.close());

const servicesUrl = (pkg: { id: string; warehouseId: string }) =>
  `/api/warehouses/${pkg.warehouseId}/packages/${pkg.id}/additional-services`;

/** What is stored for the package: each chosen service with its comment, by code. */
async function storedChoice(packageId: string) {
  const rows = await ctx.db
    .select({
      code: schema.packageAdditionalServices.serviceCode,
      comment: schema.packageAdditionalServices.customerComment,
    })
    .from(schema.packageAdditionalServices)
    .where(eq(schema.packageAdditionalServices.packageId, packageId));
  return rows.sort((a, b) => a.code.localeCompare(b.code));
}

describe('PUT /api/warehouses/{id}/packages/{id}/additional-services: the comment', () => {
  test.each([
    ['left out', { serviceCodes: ['XPH'] }],
    ['empty', { serviceCodes: ['XPH'], comment: '' }],
    ['only spaces, tabs and line breaks', { serviceCodes: ['XPH', 'RPK'], comment: ' \t\n ' }],
  ])('a comment %s answers 400 "Please add a comment." and saves nothing', async (_, body) => {
    const customer = await buildCustomer(ctx.db);
    const pkg = await buildPackage(ctx.db, { owner: customer });
    const response = await as(ctx.app, customer).put(servicesUrl(pkg), body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({
      code: 'ADDITIONAL_SERVICES_COMMENT_REQUIRED',
      message: 'Please add a comment.',
      fields: { comment: 'validation.commentRequired' },
    });
    expect(await storedChoice(pkg.id)).toEqual([]);
  });

  test('the refusal speaks the caller’s language', async () => {
    const customer = await buildCustomer(ctx.db);
    const pkg = await buildPackage(ctx.db, { owner: customer });
    const texts = await Promise.all(
      ['fr', 'no', 'ar-AE'].map(
        async (lang) =>
          (
            await as(ctx.app, customer).put(`${servicesUrl(pkg)}?lang=${lang}`, {
              serviceCodes: ['XPH'],
            })
          ).json().error.message,
      ),
    );
    expect(texts).toEqual([
      'Veuillez ajouter un commentaire.',
      'Vennligst legg til en kommentar.',
      'يرجى إضافة تعليق.',
    ]);
  });

  test.each([
    [
      `longer than ${RETURN_COMMENT_MAX_LENGTH} characters`,
      'a'.repeat(RETURN_COMMENT_MAX_LENGTH + 1),
      'validation.tooLong',
    ],
    ['holding a NUL character', 'Photos\u0000please', 'validation.nulCharacter'],
  ])('a comment %s answers 400 VALIDATION_FAILED, never a 5xx', async (_, comment, key) => {
    const customer = await buildCustomer(ctx.db);
    const pkg = await buildPackage(ctx.db, { owner: customer });
    const response = await as(ctx.app, customer).put(servicesUrl(pkg), {
      serviceCodes: ['XPH'],
      comment,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { comment: key },
    });
    expect(await storedChoice(pkg.id)).toEqual([]);
  });

  test('a comment that is not text answers 400', async () => {
    const customer = await buildCustomer(ctx.db);
    const pkg = await buildPackage(ctx.db, { owner: customer });
    const response = await as(ctx.app, customer).put(servicesUrl(pkg), {
      serviceCodes: ['XPH'],
      comment: { text: 'Photos' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ comment: 'validation.invalid' });
  });

  test('the longest comment is kept, trimmed, with each service and in the answer', async () => {
    const customer = await buildCustomer(ctx.db);
    const pkg = await buildPackage(ctx.db, { owner: customer });
    const longest = `Photograph the serial number.\n${'a'.repeat(RETURN_COMMENT_MAX_LENGTH - 30)}`;
    const response = await as(ctx.app, customer).put(servicesUrl(pkg), {
      serviceCodes: ['XPH', 'RPK'],
      comment: `  ${longest}\n`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().additionalServices).toEqual([
      { code: 'RPK', price: { amount: 8, currency: 'USD' }, comment: longest },
      { code: 'XPH', price: { amount: 5, currency: 'USD' }, comment: longest },
    ]);
    expect(await storedChoice(pkg.id)).toEqual([
      { code: 'RPK', comment: longest },
      { code: 'XPH', comment: longest },
    ]);
  });

  test('a new choice carries its own comment; a service already performed keeps the one it was done by', async () => {
    const customer = await buildCustomer(ctx.db);
    const pkg = await buildPackage(ctx.db, { owner: customer });
    await as(ctx.app, customer).put(servicesUrl(pkg), {
      serviceCodes: ['XPH', 'RPK'],
      comment: 'Photos of the label.',
    });
    // The warehouse performed the photos.
    await ctx.db
      .update(schema.packageAdditionalServices)
      .set({ completedAt: new Date() })
      .where(
        and(
          eq(schema.packageAdditionalServices.packageId, pkg.id),
          eq(schema.packageAdditionalServices.serviceCode, 'XPH'),
        ),
      );
    const again = await as(ctx.app, customer).put(servicesUrl(pkg), {
      serviceCodes: ['RPK', 'CHK'],
      comment: 'Repack in the smallest box, and check the contents.',
    });
    expect(again.statusCode).toBe(200);
    expect(await storedChoice(pkg.id)).toEqual([
      { code: 'CHK', comment: 'Repack in the smallest box, and check the contents.' },
      { code: 'RPK', comment: 'Repack in the smallest box, and check the contents.' },
      { code: 'XPH', comment: 'Photos of the label.' },
    ]);
  });

  test('giving every service up needs no comment', async () => {
    const customer = await buildCustomer(ctx.db);
    const pkg = await buildPackage(ctx.db, { owner: customer });
    await as(ctx.app, customer).put(servicesUrl(pkg), {
      serviceCodes: ['XPH'],
      comment: 'Photos of the label.',
    });
    const cleared = await as(ctx.app, customer).put(servicesUrl(pkg), { serviceCodes: [] });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().additionalServices).toEqual([]);
    expect(await storedChoice(pkg.id)).toEqual([]);
  });

  test('staff at the warehouse see each service with the customer’s comment', async () => {
    const customer = await buildCustomer(ctx.db);
    const pkg = await buildPackage(ctx.db, { owner: customer });
    await as(ctx.app, customer).put(servicesUrl(pkg), {
      serviceCodes: ['XPH'],
      comment: 'Photograph the serial number, please.',
    });
    const seen = await as(ctx.app, staff).get(`/api/staff/packages/${pkg.id}`);
    expect(seen.statusCode).toBe(200);
    expect(seen.json().additionalServices).toEqual([
      {
        code: 'XPH',
        price: { amount: 5, currency: 'USD' },
        comment: 'Photograph the serial number, please.',
      },
    ]);
  });

  test('another customer’s package is refused as before, comment or not, and nothing is saved', async () => {
    const owner = await buildCustomer(ctx.db);
    const intruder = await buildCustomer(ctx.db);
    const pkg = await buildPackage(ctx.db, { owner });
    for (const body of [
      { serviceCodes: ['XPH'], comment: 'Mine now' },
      { serviceCodes: ['XPH'], comment: ' ' },
    ]) {
      const response = await as(ctx.app, intruder).put(servicesUrl(pkg), body);
      expect(response.statusCode).toBe(403);
      expect(response.json().error.code).toBe('PACKAGE_NOT_ASSOCIATED');
    }
    expect(await storedChoice(pkg.id)).toEqual([]);
  });
});
