import { expect, test } from 'vitest';
import { ReturnPackageBodySchema } from './package-requests.schemas';
import { PACKAGE_STATUSES, statusesOfTab } from './package-status';
import {
  checkReturnRequest,
  hasReturnRequest,
  isReturnCommentMissing,
  RETURN_COMMENT_MAX_LENGTH,
  returnCommentOf,
} from './return-request';

test('a return comment of spaces, tabs or line breaks is missing; any word is enough', () => {
  expect(isReturnCommentMissing('')).toBe(true);
  expect(isReturnCommentMissing(' \t\n ')).toBe(true);
  expect(isReturnCommentMissing('Wrong size')).toBe(false);
  expect(isReturnCommentMissing('  خطأ في المقاس ')).toBe(false);
});

test('the server refuses a missing comment before it looks at the label', () => {
  expect(checkReturnRequest({ comment: '\n', useOwnLabel: true })).toEqual({
    ok: false,
    code: 'RETURN_COMMENT_REQUIRED',
    field: 'comment',
  });
});

test(`a return comment is kept up to ${RETURN_COMMENT_MAX_LENGTH} characters, trimmed`, () => {
  const longest = 'a'.repeat(RETURN_COMMENT_MAX_LENGTH);
  expect(ReturnPackageBodySchema.parse({ comment: ` ${longest} ` }).comment).toBe(longest);
  const tooLong = ReturnPackageBodySchema.safeParse({ comment: `${longest}a` });
  expect(tooLong.success).toBe(false);
  expect(tooLong.error?.issues[0]?.message).toBe('validation.tooLong');
});

test('only a package being or been returned has a return request: the Returned tab', () => {
  expect(PACKAGE_STATUSES.filter(hasReturnRequest)).toEqual(statusesOfTab('returned'));
});

test('the return comment shows with a returned package, never with another one', () => {
  expect(returnCommentOf('return_requested', 'Wrong size')).toBe('Wrong size');
  expect(returnCommentOf('returned', 'Wrong size')).toBe('Wrong size');
  expect(returnCommentOf('returned', null)).toBeNull();
  for (const status of PACKAGE_STATUSES.filter((s) => !hasReturnRequest(s))) {
    expect(returnCommentOf(status, 'Wrong size')).toBeNull();
  }
});
