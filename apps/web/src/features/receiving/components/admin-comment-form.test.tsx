import type { StaffPackageDetails } from '@skyparcel/domain/packages';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test } from 'vitest';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render-with-providers';
import { AdminCommentForm } from './admin-comment-form';

const PKG = { id: 'pkg-1', status: 'in_review', adminComment: 'Fragile' } as StaffPackageDetails;

test('saves the trimmed comment, and an empty one to remove it', async () => {
  const user = userEvent.setup();
  const sent: unknown[] = [];
  mockFetch({
    'PUT /api/staff/packages/pkg-1/comments': (_url, init) => {
      sent.push(JSON.parse(String(init?.body)));
      return { body: PKG };
    },
  });
  renderWithProviders(<AdminCommentForm packageId="pkg-1" comment="Fragile" />);

  const comment = screen.getByLabelText('Comment for the customer');
  expect(comment).toHaveValue('Fragile');
  await user.clear(comment);
  await user.type(comment, '  Handle with care  ');
  await user.click(screen.getByRole('button', { name: 'Save the comment' }));
  expect(await screen.findByText('The comment is saved.')).toBeInTheDocument();

  await user.clear(comment);
  await user.click(screen.getByRole('button', { name: 'Save the comment' }));
  await expect
    .poll(() => sent)
    .toEqual([{ adminComment: 'Handle with care' }, { adminComment: '' }]);
});

test('refuses a comment longer than the server takes, on leaving the field', async () => {
  const user = userEvent.setup();
  mockFetch({});
  renderWithProviders(<AdminCommentForm packageId="pkg-1" comment={null} />);

  const comment = screen.getByLabelText('Comment for the customer');
  await user.click(comment);
  await user.paste('x'.repeat(1001));
  await user.tab();
  expect(await screen.findByText('This text is too long')).toBeInTheDocument();
});
