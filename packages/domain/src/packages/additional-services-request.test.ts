import { expect, test } from 'vitest';
import { checkAdditionalServicesRequest } from './additional-services-request';
import {
  AdditionalServicesBodySchema,
  AdditionalServicesRequestSchema,
} from './package-requests.schemas';
import { RETURN_COMMENT_MAX_LENGTH } from './return-request';

test('a choice of services needs a comment; spaces, tabs and line breaks are none', () => {
  for (const comment of ['', ' ', ' \t\n ']) {
    expect(checkAdditionalServicesRequest({ serviceCodes: ['XPH'], comment })).toEqual({
      ok: false,
      code: 'ADDITIONAL_SERVICES_COMMENT_REQUIRED',
      field: 'comment',
    });
  }
  expect(checkAdditionalServicesRequest({ serviceCodes: ['XPH'], comment: 'صوّر الملصق' })).toEqual({
    ok: true,
  });
});

test('giving every service up asks for nothing, so it needs no comment', () => {
  expect(checkAdditionalServicesRequest({ serviceCodes: [], comment: '' })).toEqual({ ok: true });
});

test(`the comment is trimmed and kept up to ${RETURN_COMMENT_MAX_LENGTH} characters, as a return's`, () => {
  const longest = 'a'.repeat(RETURN_COMMENT_MAX_LENGTH);
  expect(
    AdditionalServicesBodySchema.parse({ serviceCodes: ['xph'], comment: ` ${longest}\n` }),
  ).toEqual({ serviceCodes: ['XPH'], comment: longest });
  const tooLong = AdditionalServicesBodySchema.safeParse({
    serviceCodes: ['XPH'],
    comment: `${longest}a`,
  });
  expect(tooLong.error?.issues.map(({ path, message }) => ({ path, message }))).toEqual([
    { path: ['comment'], message: 'validation.tooLong' },
  ]);
  // Left out, it is missing, which the rule answers with its own code rather than the schema.
  expect(AdditionalServicesBodySchema.parse({ serviceCodes: ['XPH'] }).comment).toBe('');
});

test("the services form's schema runs the server's rule with the spec's text as key", () => {
  const issues = AdditionalServicesRequestSchema.safeParse({
    serviceCodes: ['XPH'],
    comment: '  ',
  }).error?.issues.map(({ path, message }) => ({ path, message }));
  expect(issues).toEqual([{ path: ['comment'], message: 'validation.commentRequired' }]);
  expect(AdditionalServicesRequestSchema.safeParse({ serviceCodes: [], comment: '' }).success).toBe(
    true,
  );
});
