import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers';
import { TrackingSearchForm } from './tracking-search-form';

const AWB = '701-12345675';
const ORDER = 'XWF12345678';

function numbersBox() {
  return screen.getByRole('textbox', { name: 'Air waybill or order numbers' });
}

test('shows no error before the visitor types', () => {
  renderWithProviders(<TrackingSearchForm />);
  expect(numbersBox()).not.toHaveAttribute('aria-invalid');
  expect(screen.queryByText(/Please enter at least one/)).not.toBeInTheDocument();
});

test('names the invalid numbers as the visitor types', async () => {
  const user = userEvent.setup();
  renderWithProviders(<TrackingSearchForm />);

  await user.type(numbersBox(), `${AWB}, 701-12345670, ABC`);

  expect(
    screen.getByText(
      'Check these numbers: 701-12345670, ABC. Use an 11-digit air waybill or an XWF order number.',
    ),
  ).toBeInTheDocument();
  expect(numbersBox()).toHaveAttribute('aria-invalid', 'true');
});

test('refuses more than 10 numbers', async () => {
  const user = userEvent.setup();
  renderWithProviders(<TrackingSearchForm />);
  const eleven = Array.from({ length: 11 }, (_, index) => `XWF1234567${index}`).join(',');

  await user.type(numbersBox(), eleven);

  expect(
    screen.getByText('Enter up to 10 air waybill or order numbers separated by commas.'),
  ).toBeInTheDocument();
});

test('asks for a number when the box is emptied or sent empty', async () => {
  const user = userEvent.setup();
  renderWithProviders(<TrackingSearchForm />);

  await user.click(screen.getByRole('button', { name: 'Track' }));
  expect(
    screen.getByText('Please enter at least one air waybill or order number.'),
  ).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
});

test('opens the tracking page with the normalised numbers', async () => {
  const user = userEvent.setup();
  renderWithProviders(<TrackingSearchForm />);

  await user.type(numbersBox(), `70112345675, ${ORDER.toLowerCase()}`);
  await user.click(screen.getByRole('button', { name: 'Track' }));

  expect(screen.getByTestId('location')).toHaveTextContent(`/Tracking?numbers=${AWB},${ORDER}`);
});
