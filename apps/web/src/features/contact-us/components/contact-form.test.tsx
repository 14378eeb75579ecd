import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test } from 'vitest';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render-with-providers';
import { ContactForm } from './contact-form';

function mockContactApi(reply: { status: number; body: unknown }) {
  return mockFetch({
    'POST /api/Contactus/enquiryTypes': () => ({
      body: [
        { code: 'general_enquiry', label: 'General enquiry' },
        { code: 'track_package', label: 'Track package' },
      ],
    }),
    'GET /api/Contactus/countries': () => ({
      body: [
        {
          code: 'KW',
          // The page shows the name the server gives in the visitor's language.
          name: 'State of Kuwait',
          localName: 'Kuwait',
          dialCode: '+965',
          phoneLabel: '+965 KW',
          isDestination: true,
          isShoppingCountry: false,
        },
      ],
    }),
    'POST /api/Contactus': () => reply,
  });
}

async function fillGeneralQuestion(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(
    screen.getByRole('combobox', { name: 'Country' }),
    await screen.findByRole('option', { name: 'Kuwait' }),
  );
  await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Noura');
  await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Al-Sabah');
  await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'noura@example.com');
  await user.type(screen.getByRole('textbox', { name: 'Your question' }), 'Where is my box?');
}

test('says "Please fill out all required fields" and marks each missing field', async () => {
  const fetchMock = mockContactApi({ status: 201, body: { id: 'x' } });
  const user = userEvent.setup();
  renderWithProviders(<ContactForm form="general" />);

  await user.click(screen.getByRole('button', { name: 'Send' }));

  expect(await screen.findByRole('alert')).toHaveTextContent('Please fill out all required fields');
  for (const name of ['First name', 'Last name', 'E-mail', 'Your question']) {
    expect(screen.getByRole('textbox', { name })).toHaveAttribute('aria-invalid', 'true');
  }
  expect(screen.getByRole('combobox', { name: 'Country' })).toHaveAttribute('aria-invalid', 'true');
  expect(fetchMock).not.toHaveBeenCalledWith('/api/Contactus', expect.anything());
});

test('marks required fields with an asterisk', () => {
  mockContactApi({ status: 201, body: { id: 'x' } });
  renderWithProviders(<ContactForm form="loss_claim" />);

  const trackingLabel = screen.getByText('Tracking number').closest('label');
  expect(trackingLabel).toHaveTextContent('Tracking number *');
  expect(screen.getByRole('textbox', { name: 'Tracking number' })).toHaveAttribute(
    'aria-required',
    'true',
  );
  expect(screen.getByText('Package locker number').closest('label')).not.toHaveTextContent('*');
});

test('thanks the visitor once the enquiry is sent', async () => {
  const fetchMock = mockContactApi({ status: 201, body: { id: 'enquiry-1' } });
  const user = userEvent.setup();
  renderWithProviders(<ContactForm form="general" />);

  await fillGeneralQuestion(user);
  await user.click(screen.getByRole('button', { name: 'Send' }));

  expect(await screen.findByRole('status')).toHaveTextContent('Thank you for your enquiry.');
  const [, init] = fetchMock.mock.calls.find(([url]) => url === '/api/Contactus') ?? [];
  expect(JSON.parse(String(init?.body))).toMatchObject({
    form: 'general',
    enquiryType: 'general_enquiry',
    countryCode: 'KW',
    email: 'noura@example.com',
  });
});

test('puts the server field errors on their fields', async () => {
  mockContactApi({
    status: 400,
    body: {
      error: {
        code: 'VALIDATION_FAILED',
        message: 'Invalid request',
        fields: { email: 'validation.email' },
      },
    },
  });
  const user = userEvent.setup();
  renderWithProviders(<ContactForm form="general" />);

  await fillGeneralQuestion(user);
  await user.click(screen.getByRole('button', { name: 'Send' }));

  const email = screen.getByRole('textbox', { name: 'E-mail' });
  expect(await screen.findByText('Please enter a valid email')).toBeInTheDocument();
  expect(email).toHaveAttribute('aria-invalid', 'true');
});

test('says "Error when submitting inquiry form." when the server fails', async () => {
  mockContactApi({
    status: 500,
    body: { error: { code: 'INTERNAL', message: 'Internal Server Error' } },
  });
  const user = userEvent.setup();
  renderWithProviders(<ContactForm form="general" />);

  await fillGeneralQuestion(user);
  await user.click(screen.getByRole('button', { name: 'Send' }));

  const alert = await screen.findByRole('alert');
  expect(within(alert).getByText('Error when submitting inquiry form.')).toBeInTheDocument();
});
