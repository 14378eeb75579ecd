import fc from 'fast-check';
import { expect, test } from 'vitest';
import {
  canTransition,
  IN_SUITE_STATUSES,
  isDiscardRequested,
  isInSuite,
  nextStatuses,
  PACKAGE_STATUSES,
  SUITE_TABS,
  statusesOfTab,
  tabOfStatus,
} from './package-status';

const status = fc.constantFrom(...PACKAGE_STATUSES);
const actor = fc.constantFrom('customer' as const, 'staff' as const);

test('follows the main path in_review -> action_required -> ready_to_send -> ... -> delivered', () => {
  expect(canTransition('in_review', 'action_required', 'staff')).toBe(true);
  expect(canTransition('action_required', 'ready_to_send', 'staff')).toBe(true);
  expect(canTransition('in_review', 'ready_to_send', 'staff')).toBe(true);
  expect(canTransition('ready_to_send', 'preparing', 'customer')).toBe(true);
  expect(canTransition('preparing', 'shipped', 'staff')).toBe(true);
  expect(canTransition('shipped', 'delivered', 'staff')).toBe(true);
});

test('side exits: the customer asks, staff finish', () => {
  expect(canTransition('ready_to_send', 'return_requested', 'customer')).toBe(true);
  expect(canTransition('return_requested', 'returned', 'staff')).toBe(true);
  expect(canTransition('return_requested', 'returned', 'customer')).toBe(false);
  expect(canTransition('action_required', 'discard_requested', 'customer')).toBe(true);
  expect(canTransition('discard_requested', 'discarded', 'staff')).toBe(true);
  expect(canTransition('discard_requested', 'discarded', 'customer')).toBe(false);
});

test('a customer cannot approve their own package or flag it', () => {
  expect(canTransition('in_review', 'ready_to_send', 'customer')).toBe(false);
  expect(canTransition('in_review', 'action_required', 'customer')).toBe(false);
});

test('correcting item details sends a ready or flagged package back to review', () => {
  expect(canTransition('action_required', 'in_review', 'customer')).toBe(true);
  expect(canTransition('ready_to_send', 'in_review', 'customer')).toBe(true);
});

test('final states go nowhere, and nothing leaves a shipped package but delivery', () => {
  fc.assert(
    fc.property(status, actor, (to, who) => {
      for (const from of ['delivered', 'returned', 'discarded'] as const) {
        expect(canTransition(from, to, who)).toBe(false);
      }
      expect(canTransition('shipped', to, who)).toBe(to === 'delivered' && who === 'staff');
    }),
  );
});

test('no state moves to itself, and every allowed move is listed in nextStatuses', () => {
  fc.assert(
    fc.property(status, status, actor, (from, to, who) => {
      expect(canTransition(from, from, who)).toBe(false);
      if (canTransition(from, to, who)) {
        expect(nextStatuses(from)).toContain(to);
      }
    }),
  );
});

test('only packages in the suite may be returned or discarded', () => {
  fc.assert(
    fc.property(status, (from) => {
      expect(canTransition(from, 'return_requested', 'customer')).toBe(isInSuite(from));
      expect(canTransition(from, 'discard_requested', 'customer')).toBe(isInSuite(from));
    }),
  );
});

test('every status is under exactly one tab, and the tabs cover every status', () => {
  const listed = SUITE_TABS.flatMap((tab) => statusesOfTab(tab));
  expect([...listed].sort()).toEqual([...PACKAGE_STATUSES].sort());
  fc.assert(
    fc.property(status, (s) => {
      expect(statusesOfTab(tabOfStatus(s))).toContain(s);
    }),
  );
  expect(tabOfStatus('return_requested')).toBe('returned');
  expect(tabOfStatus('discard_requested')).toBe('discarded');
});

test('a package is in the suite while it is in review, needs action or is ready to send', () => {
  expect(PACKAGE_STATUSES.filter(isInSuite)).toEqual([
    'in_review',
    'action_required',
    'ready_to_send',
  ]);
  expect(IN_SUITE_STATUSES).toEqual(PACKAGE_STATUSES.filter(isInSuite));
  // Only from the suite may the customer send a package back or give it up.
  for (const from of PACKAGE_STATUSES) {
    expect(isInSuite(from)).toBe(canTransition(from, 'return_requested', 'customer'));
  }
});

test('an abandon, asked for or done, is the Discarded tab', () => {
  expect(PACKAGE_STATUSES.filter(isDiscardRequested)).toEqual(statusesOfTab('discarded'));
});

test('a ship request holds a ready package until it is paid or cancelled (decision 037)', () => {
  expect(canTransition('ready_to_send', 'awaiting_payment', 'customer')).toBe(true);
  expect(canTransition('awaiting_payment', 'ready_to_send', 'customer')).toBe(true);
  expect(canTransition('awaiting_payment', 'preparing', 'customer')).toBe(true);
  // Only a ready package joins a request, and a held one is not returned, discarded or edited.
  for (const from of PACKAGE_STATUSES.filter((s) => s !== 'ready_to_send')) {
    expect(canTransition(from, 'awaiting_payment', 'customer')).toBe(false);
  }
  expect(nextStatuses('awaiting_payment').sort()).toEqual(['preparing', 'ready_to_send']);
  expect(isInSuite('awaiting_payment')).toBe(false);
  expect(tabOfStatus('awaiting_payment')).toBe('preparing');
});
