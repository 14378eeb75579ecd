import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test } from 'vitest';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render-with-providers';
import { InviteUserForm } from './invite-user-form';

const INVITED = {
  id: '5e0c1b2a-3d4e-4f5a-8b6c-7d8e9f0a1b2c',
  email: 'ingrid.berg@example.com',
  firstName: 'Ingrid',
  middleName: null,
  lastName: 'Berg',
  role: 'STAFF',
  suiteNumber: null,
  isActive: true,
  isApproved: true,
  isRejected: false,
  emailConfirmed: false,
  hasAuthenticator: false,
  createdAt: '2026-11-25T09:00:00.000Z',
};

async function fillInvitation(user: ReturnType<typeof userEvent.setup>) {
  await user.type(
    screen.getByRole('textbox', { name: 'E-mail address' }),
    ' Ingrid.Berg@Example.com',
  );
  await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Ingrid');
  await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Berg');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'STAFF');
}

test('refuses an empty invitation with the schema’s texts and focuses the e-mail, without a call', async () => {
  const fetchMock = mockFetch({});
  const user = userEvent.setup();
  renderWithProviders(<InviteUserForm />);

  await user.click(screen.getByRole('button', { name: 'Send the invitation' }));

  expect(await screen.findByText('Please enter a valid email')).toBeInTheDocument();
  expect(
    screen.getByText('Please enter a first name using letters and spaces only'),
  ).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'E-mail address' })).toHaveFocus();
  expect(fetchMock).not.toHaveBeenCalled();
});

test('sends the schema’s output, says where the invitation went and empties the form', async () => {
  const fetchMock = mockFetch({
    'POST /api/UserProfile/invite': () => ({ status: 201, body: INVITED }),
  });
  const user = userEvent.setup();
  renderWithProviders(<InviteUserForm />);

  await fillInvitation(user);
  await user.click(screen.getByRole('button', { name: 'Send the invitation' }));

  expect(await screen.findByRole('status')).toHaveTextContent(
    'Invitation sent to ingrid.berg@example.com.',
  );
  const [, init] = fetchMock.mock.calls.find(([url]) => url === '/api/UserProfile/invite') ?? [];
  expect(JSON.parse(String(init?.body))).toEqual({
    email: 'ingrid.berg@example.com',
    firstName: 'Ingrid',
    lastName: 'Berg',
    role: 'STAFF',
  });
  expect(screen.getByRole('textbox', { name: 'E-mail address' })).toHaveValue('');
});

test('a refused field shows the server’s text beside it, focused, and no alert above', async () => {
  mockFetch({
    'POST /api/UserProfile/invite': () => ({
      status: 400,
      body: {
        error: {
          code: 'VALIDATION_FAILED',
          message: 'Please check the form',
          fields: { email: 'errors.EMAIL_EXISTS' },
        },
      },
    }),
  });
  const user = userEvent.setup();
  renderWithProviders(<InviteUserForm />);

  await fillInvitation(user);
  await user.click(screen.getByRole('button', { name: 'Send the invitation' }));

  expect(await screen.findByText('Email already exists.')).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'E-mail address' })).toHaveFocus();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('a failure without fields is said in the alert', async () => {
  mockFetch({
    'POST /api/UserProfile/invite': () => ({
      status: 500,
      body: { error: { code: 'INTERNAL', message: 'Generic Error' } },
    }),
  });
  const user = userEvent.setup();
  renderWithProviders(<InviteUserForm />);

  await fillInvitation(user);
  await user.click(screen.getByRole('button', { name: 'Send the invitation' }));

  expect(await screen.findByRole('alert')).toHaveTextContent('Generic Error');
});
