import { PACKAGE_STATUSES } from '@skyparcel/domain/packages';
import { render, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import {
  PACKAGE_STATUS_TONE,
  PackageStatusBadge,
  packageStatusLabelKey,
} from './package-status-badge';

test('every state has one tone and a text for customers and for staff', () => {
  for (const status of PACKAGE_STATUSES) {
    expect(PACKAGE_STATUS_TONE[status]).toMatch(/^(neutral|danger|warning|success|info)$/);
    expect(packageStatusLabelKey(status, 'customer')).toBe(`suite.status.${status}`);
    expect(packageStatusLabelKey(status, 'staff')).toBe(`operator.packageStatus.${status}`);
  }
});

test('customers and staff see the same colour, each in their own words', () => {
  render(
    <>
      <PackageStatusBadge status="discard_requested" reader="customer" />
      <PackageStatusBadge status="discard_requested" reader="staff" />
      <PackageStatusBadge status="delivered" reader="staff" />
    </>,
  );
  expect(screen.getByText('Abandon requested')).toHaveClass('badge', 'badge--neutral');
  expect(screen.getByText('Discard requested')).toHaveClass('badge', 'badge--neutral');
  expect(screen.getByText('Delivered')).toHaveClass('badge--success');
});

test('the reason follows the state in the reader’s words', () => {
  render(
    <>
      <PackageStatusBadge status="action_required" reason="item_details" reader="staff" />
      <PackageStatusBadge status="action_required" reader="customer" />
    </>,
  );
  expect(screen.getByText('Action required: Item details')).toHaveClass('badge--warning');
  expect(screen.getByText('Action required')).toHaveClass('badge--warning');
});
