import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test } from 'vitest';
import { saveSession } from '@/lib/session-token';
import { aCurrentUser } from '@/testing/current-user';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render-with-providers';
import { GB_LOCKER, US_LOCKER } from '../testing/suite-fixtures';
import { PackageLockers } from './package-lockers';

test('shows loading, then each warehouse address with the suite number', async () => {
  mockFetch({ 'GET /api/package-locker': () => ({ body: [US_LOCKER, GB_LOCKER] }) });
  const { container } = renderWithProviders(<PackageLockers />);

  expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  const us = await screen.findByRole('region', { name: 'United States warehouse (USA)' });
  expect(container.querySelector('[data-load-state]')).toHaveAttribute(
    'data-load-state',
    'succeeded',
  );
  expect(within(us).getByText('Dana Demo SP100001')).toBeInTheDocument();
  expect(within(us).getByText('1200 Cargo Way')).toBeInTheDocument();
  const gb = screen.getByRole('region', { name: 'United Kingdom warehouse (LHR)' });
  // No second address line or state in London: no empty lines to copy.
  expect(within(gb).queryByText('Address line 2')).not.toBeInTheDocument();
  expect(within(gb).queryByText('State or region')).not.toBeInTheDocument();
});

test('copies one line or the whole address, and says so', async () => {
  const user = userEvent.setup();
  mockFetch({ 'GET /api/package-locker': () => ({ body: [US_LOCKER] }) });
  renderWithProviders(<PackageLockers />);
  const card = await screen.findByRole('region', { name: 'United States warehouse (USA)' });

  await user.click(within(card).getByRole('button', { name: 'Copy Address line 1' }));
  expect(await navigator.clipboard.readText()).toBe('1200 Cargo Way');
  expect(within(card).getByText('Copied: Address line 1')).toBeInTheDocument();

  await user.click(within(card).getByRole('button', { name: 'Copy the whole address' }));
  expect(await navigator.clipboard.readText()).toBe(
    [
      'Dana Demo SP100001',
      '1200 Cargo Way',
      'Unit 4',
      'Miami',
      'FL',
      '33166',
      'United States',
      '+1 305 555 0100',
    ].join('\n'),
  );
  expect(within(card).getByText('Copied the whole address')).toBeInTheDocument();
});

test('says so when the clipboard refuses', async () => {
  const user = userEvent.setup();
  navigator.clipboard.writeText = () => Promise.reject(new Error('denied'));
  mockFetch({ 'GET /api/package-locker': () => ({ body: [US_LOCKER] }) });
  renderWithProviders(<PackageLockers />);

  await user.click(await screen.findByRole('button', { name: 'Copy City' }));
  expect(
    await screen.findByText('Copying did not work. Select the text and copy it yourself.'),
  ).toBeInTheDocument();
});

test('greets a first-time customer until they close the greeting, and tells the server', async () => {
  const user = userEvent.setup();
  saveSession('token-1', '2099-01-01T00:00:00.000Z');
  const fetchMock = mockFetch({
    'GET /api/package-locker': () => ({ body: [US_LOCKER] }),
    'GET /api/user': () => ({ body: aCurrentUser({ firstTime: true }) }),
    'POST /api/user/suite-greeting-seen': () => ({ body: null }),
  });
  renderWithProviders(<PackageLockers />);

  const greeting = await screen.findByRole('region', { name: 'Welcome to your suite' });
  expect(greeting).toHaveTextContent('Write your name and suite number exactly as shown');
  await user.click(within(greeting).getByRole('button', { name: 'Got it' }));
  expect(screen.queryByRole('region', { name: 'Welcome to your suite' })).not.toBeInTheDocument();
  expect(
    fetchMock.mock.calls.some(
      ([url, init]) =>
        String(url).endsWith('/api/user/suite-greeting-seen') && init?.method === 'POST',
    ),
  ).toBe(true);
});

test('does not greet a customer who has closed the greeting before', async () => {
  saveSession('token-1', '2099-01-01T00:00:00.000Z');
  mockFetch({
    'GET /api/package-locker': () => ({ body: [US_LOCKER] }),
    'GET /api/user': () => ({ body: aCurrentUser({ firstTime: false }) }),
  });
  renderWithProviders(<PackageLockers />);

  await screen.findByRole('region', { name: 'United States warehouse (USA)' });
  expect(screen.queryByRole('region', { name: 'Welcome to your suite' })).not.toBeInTheDocument();
});

test('shows the failure with a retry that loads again', async () => {
  const user = userEvent.setup();
  let fail = true;
  mockFetch({
    'GET /api/package-locker': () =>
      fail
        ? { status: 500, body: { error: { code: 'INTERNAL', message: 'Something broke' } } }
        : { body: [US_LOCKER] },
  });
  const { container } = renderWithProviders(<PackageLockers />);

  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Your package lockers could not be loaded.');
  expect(container.querySelector('[data-load-state]')).toHaveAttribute('data-load-state', 'failed');
  fail = false;
  await user.click(within(alert).getByRole('button', { name: 'Try again' }));
  expect(
    await screen.findByRole('region', { name: 'United States warehouse (USA)' }),
  ).toBeInTheDocument();
});

test('tells a customer without lockers why there is nothing', async () => {
  mockFetch({ 'GET /api/package-locker': () => ({ body: [] }) });
  renderWithProviders(<PackageLockers />);
  expect(
    await screen.findByText(
      'You have no package lockers yet. They appear once your account is approved.',
    ),
  ).toBeInTheDocument();
});
