import type { StaffPackageDetails } from '@skyparcel/domain/packages';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test } from 'vitest';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render-with-providers';
import { PackageStatusForm } from './package-status-form';

const IN_REVIEW = { id: 'pkg-1', status: 'in_review', reason: null } as StaffPackageDetails;

test('offers only the staff moves, and asks for a reason before action required', async () => {
  const user = userEvent.setup();
  let sent: unknown;
  mockFetch({
    'PUT /api/staff/packages/pkg-1/status': (_url, init) => {
      sent = JSON.parse(String(init?.body));
      return { body: { ...IN_REVIEW, status: 'action_required', reason: 'documents' } };
    },
  });
  renderWithProviders(<PackageStatusForm pkg={IN_REVIEW} />);

  const newState = screen.getByLabelText(/New state/);
  expect(Array.from(newState.querySelectorAll('option'), (option) => option.textContent)).toEqual([
    'Action required',
    'Ready to send',
  ]);
  await user.click(screen.getByRole('button', { name: 'Change the state' }));
  expect(
    await screen.findByText('Please choose a reason when action is required, and only then'),
  ).toBeInTheDocument();
  expect(sent).toBeUndefined();

  await user.selectOptions(screen.getByLabelText(/Reason/), 'documents');
  await user.click(screen.getByRole('button', { name: 'Change the state' }));
  expect(await screen.findByText('The state is now: Action required.')).toBeInTheDocument();
  expect(sent).toEqual({ status: 'action_required', reason: 'documents' });
});
