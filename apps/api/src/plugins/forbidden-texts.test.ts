import { ERROR_CODES, ERROR_STATUS } from '@skyparcel/domain/errors';
import { LOCALES } from '@skyparcel/domain/locale';
import { translate } from '@skyparcel/i18n';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp } from '../testing/build-test-app';
import { createPackage, createSuiteCustomer, warehouseByCode } from '../testing/package-fixtures';

let ctx: Awaited<ReturnType<typeof buildTestApp>>;

beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => ctx.close());

describe('403 texts echo nothing the caller sent (issue 10)', () => {
  test('no 403 catalogue text has a placeholder, in any language', () => {
    const forbidden = ERROR_CODES.filter((code) => ERROR_STATUS[code] === 403);
    expect(forbidden).toContain('PACKAGE_NOT_ASSOCIATED');
    const withPlaceholders = LOCALES.flatMap((locale) =>
      forbidden
        .map((code) => `${locale} ${code}: ${translate(locale, `errors.${code}`)}`)
        .filter((text) => text.includes('{{')),
    );
    expect(withPlaceholders).toEqual([]);
  });

  test("another customer's package answers 403 without its id, in the caller's language", async () => {
    const owner = await createSuiteCustomer(ctx.db);
    const intruder = await createSuiteCustomer(ctx.db);
    const warehouse = await warehouseByCode(ctx.db, 'US-DE');
    const pkg = await createPackage(ctx.db, { userId: owner.user.id, warehouseId: warehouse.id });
    for (const [lang, message] of [
      ['en-US', 'Package with id is not associated with this user.'],
      ['fr', "Ce colis n'est pas associé à cet utilisateur."],
    ]) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/api/warehouses/${warehouse.id}/packages/${pkg.id}?lang=${lang}`,
        headers: { authorization: `Bearer ${intruder.token}` },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ error: { code: 'PACKAGE_NOT_ASSOCIATED', message } });
      expect(response.body).not.toContain(pkg.id);
    }
  });
});
