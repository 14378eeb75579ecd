import { ERROR_CODES, ERROR_STATUS } from '@skyparcel/domain/errors';
import { LOCALES } from '@skyparcel/domain/locale';
import { translate } from '@skyparcel/i18n';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { as } from '../testing/as';
import { buildPackage } from '../testing/build-package';
import { buildTestApp } from '../testing/build-test-app';
import { buildCustomer } from '../testing/build-user';

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
    const owner = await buildCustomer(ctx.db);
    const intruder = await buildCustomer(ctx.db);
    const pkg = await buildPackage(ctx.db, { owner });
    for (const [lang, message] of [
      ['en-US', 'Package with id is not associated with this user.'],
      ['fr', "Ce colis n'est pas associé à cet utilisateur."],
    ]) {
      const response = await as(ctx.app, intruder).get(
        `/api/warehouses/${pkg.warehouseId}/packages/${pkg.id}?lang=${lang}`,
      );
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ error: { code: 'PACKAGE_NOT_ASSOCIATED', message } });
      expect(response.body).not.toContain(pkg.id);
    }
  });
});
