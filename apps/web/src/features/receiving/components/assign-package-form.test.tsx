import type { StaffPackageDetails } from '@skyparcel/domain/packages';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test } from 'vitest';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render-with-providers';
import { AssignPackageForm } from './assign-package-form';

const ASSIGNED = { id: 'pkg-1', status: 'in_review', suiteNumber: 'SP100' } as StaffPackageDetails;

test('asks for a suite, then sends it in capitals as the shared schema makes it', async () => {
  const user = userEvent.setup();
  let sent: unknown;
  mockFetch({
    'PUT /api/staff/packages/pkg-1/assign': (_url, init) => {
      sent = JSON.parse(String(init?.body));
      return { body: ASSIGNED };
    },
  });
  renderWithProviders(<AssignPackageForm packageId="pkg-1" />);

  await user.click(screen.getByRole('button', { name: 'Assign' }));
  expect(await screen.findByText('Please fill out all required fields')).toBeInTheDocument();
  expect(screen.getByLabelText(/Suite/)).toHaveFocus();
  expect(sent).toBeUndefined();

  await user.type(screen.getByLabelText(/Suite/), ' sp100 ');
  await user.click(screen.getByRole('button', { name: 'Assign' }));
  await expect.poll(() => sent).toEqual({ suiteNumber: 'SP100' });
});

test("shows the server's refusal on the suite field", async () => {
  const user = userEvent.setup();
  mockFetch({
    'PUT /api/staff/packages/pkg-1/assign': () => ({
      status: 400,
      body: {
        error: {
          code: 'VALIDATION_FAILED',
          message: 'Please check the highlighted fields',
          fields: { suiteNumber: 'validation.invalid' },
        },
      },
    }),
  });
  renderWithProviders(<AssignPackageForm packageId="pkg-1" />);

  await user.type(screen.getByLabelText(/Suite/), 'SP999');
  await user.click(screen.getByRole('button', { name: 'Assign' }));
  expect(await screen.findByText('Please check the highlighted fields')).toBeInTheDocument();
  expect(screen.getByText('This value is not valid')).toBeInTheDocument();
  expect(screen.getByLabelText(/Suite/)).toHaveAttribute('aria-invalid', 'true');
});
