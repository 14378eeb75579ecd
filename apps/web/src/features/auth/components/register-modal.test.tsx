import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { findDialog } from '@/testing/find-dialog';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render-with-providers';
import { solveCaptcha } from '@/testing/solve-captcha';
import { AuthModals } from './auth-modals';

// Each test walks a whole flow through modals whose code loads on first use.
vi.setConfig({ testTimeout: 20_000 });

const TAKEN = 'customer@demo.skyparcel.test';
/** The availability check waits for typing to pause; a busy machine adds to that. */
const SLOW = { timeout: 4_000 };

function availabilityApi() {
  return {
    'POST /api/register/is-email-available': (_url: URL, init: RequestInit | undefined) => {
      const { emailAddress } = JSON.parse(String(init?.body));
      return { body: { result: emailAddress !== TAKEN } };
    },
  };
}

async function openRegister() {
  renderWithProviders(<AuthModals />, { route: '/?register' });
  return findDialog('Create your account');
}

async function fillDetails(user: ReturnType<typeof userEvent.setup>, email = 'ase@example.com') {
  await user.type(screen.getByLabelText('First name *'), 'Åse Marie');
  await user.type(screen.getByLabelText('Last name *'), 'Øvrebø');
  await user.type(screen.getByLabelText('Email *'), email);
  await user.click(screen.getByLabelText('I accept the terms and conditions *'));
}

const PASSWORD = 'Fjord-Tromsø-42!';

/** Step 2 with a valid password, on to step 3. */
async function fillPassword(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('Password *'), PASSWORD);
  await user.type(screen.getByLabelText('Confirm password *'), PASSWORD);
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await screen.findByText(/Step 3 of 3/);
}

function availabilityStatus() {
  return screen.getByText(
    (_content, element) => element?.classList.contains('email-availability') ?? false,
  );
}

describe('e-mail availability', () => {
  test('is Unknown until a valid address is typed, then Available or Taken', async () => {
    const user = userEvent.setup();
    mockFetch(availabilityApi());
    await openRegister();
    const email = screen.getByLabelText('Email *');

    await user.type(email, 'ase@');
    expect(availabilityStatus()).toHaveAttribute('data-availability', 'Unknown');
    expect(availabilityStatus()).toBeEmptyDOMElement();

    await user.type(email, 'example.com');
    await waitFor(
      () => expect(availabilityStatus()).toHaveTextContent('This e-mail address is available.'),
      SLOW,
    );
    expect(availabilityStatus()).toHaveAttribute('role', 'status');

    await user.clear(email);
    await user.type(email, TAKEN.toUpperCase());
    await waitFor(
      () => expect(availabilityStatus()).toHaveTextContent('Email address is already in use'),
      SLOW,
    );
    expect(availabilityStatus()).toHaveAttribute('data-availability', 'Taken');
  });

  test('asks once typing pauses, not on every keystroke', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch(availabilityApi());
    await openRegister();

    await user.type(screen.getByLabelText('Email *'), 'ase@example.com');
    await waitFor(() => expect(availabilityStatus()).toHaveTextContent('available'), SLOW);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('step navigation', () => {
  test('step 1 explains every missing field and does not go on', async () => {
    const user = userEvent.setup();
    mockFetch(availabilityApi());
    await openRegister();
    expect(screen.getByText(/Step 1 of 3/)).toBeInTheDocument();
    expect(screen.getByLabelText('First name *')).toHaveFocus();

    await user.type(screen.getByLabelText('First name *'), 'R2D2');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(
      await screen.findByText('Please enter a first name using letters and spaces only'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Please enter a last name using letters and spaces only'),
    ).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email')).toBeInTheDocument();
    expect(
      screen.getByText('Please accept the terms and conditions to continue.'),
    ).toBeInTheDocument();
    expect(screen.getByText(/Step 1 of 3/)).toBeInTheDocument();
  });

  test('a taken address stays on step 1', async () => {
    const user = userEvent.setup();
    mockFetch(availabilityApi());
    await openRegister();

    await fillDetails(user, TAKEN);
    await user.click(screen.getByRole('button', { name: 'Next' }));

    const email = screen.getByLabelText('Email *');
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveAccessibleDescription('Email address is already in use');
    expect(screen.getByText(/Step 1 of 3/)).toBeInTheDocument();
  });

  test('registers with the spec payload and goes on to the pending confirmation', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch({
      ...availabilityApi(),
      'POST /api/register': () => ({ status: 201, body: { status: 'PendingEmailConfirmation' } }),
    });
    await openRegister();

    await fillDetails(user, ' Ase@Example.com ');
    await user.click(screen.getByLabelText('Send me offers and promotions by e-mail'));
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByText(/Step 2 of 3/)).toBeInTheDocument();
    const password = screen.getByLabelText('Password *');
    await waitFor(() => expect(password).toHaveFocus());

    // Back keeps what was typed.
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByLabelText('First name *')).toHaveValue('Åse Marie');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    await user.type(await screen.findByLabelText('Password *'), PASSWORD);
    await user.type(screen.getByLabelText('Confirm password *'), 'Fjord-Tromsø-41!');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(screen.getByText(/Step 2 of 3/)).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Confirm password *'));
    await user.type(screen.getByLabelText('Confirm password *'), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText(/Step 3 of 3 · Account type/)).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Personal' }));
    await solveCaptcha('Create account');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    const pending = await findDialog('Confirm your e-mail address');
    expect(pending).toHaveTextContent('We have sent a confirmation link to ase@example.com.');
    const registerCall = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/register'));
    expect(JSON.parse(String(registerCall?.[1]?.body))).toEqual({
      firstName: 'Åse Marie',
      middleName: '',
      lastName: 'Øvrebø',
      email: 'ase@example.com',
      password: PASSWORD,
      recaptchaToken: 'c29sdmVk',
      receiveOffersAndPromotionsFlag: true,
      shipperType: 'Company',
      baseCarrier: 'WF',
      accountType: 'Personal',
    });
  });

  test('step 3 asks for a choice, is worked by keyboard, and Back keeps password and choice', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch({
      ...availabilityApi(),
      'POST /api/register': () => ({ status: 201, body: { status: 'PendingEmailConfirmation' } }),
    });
    await openRegister();
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await fillPassword(user);

    // Each choice says what it gives; none is made for the visitor.
    const personal = screen.getByRole('radio', { name: 'Personal' });
    const business = screen.getByRole('radio', { name: 'Business' });
    expect(business).toHaveAccessibleDescription(/^For companies: a Customer ID/);
    expect(personal).not.toBeChecked();
    expect(business).not.toBeChecked();
    await waitFor(() => expect(personal).toHaveFocus());
    await solveCaptcha('Create account');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(
      await screen.findByText('Please choose a personal or a business account'),
    ).toBeInTheDocument();
    expect(personal).toHaveAttribute('aria-invalid', 'true');
    expect(personal).toHaveAccessibleDescription(/Please choose a personal or a business account$/);
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/register'))).toBe(false);

    // Arrow keys move the choice; Back and Next again keep both the password and the choice.
    personal.focus();
    await user.keyboard('{ArrowDown}');
    expect(business).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByText(/Step 2 of 3/)).toBeInTheDocument();
    expect(screen.getByLabelText('Password *')).toHaveValue(PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('radio', { name: 'Business' })).toBeChecked();

    await solveCaptcha('Create account');
    await user.keyboard('{Enter}');
    await findDialog('Confirm your e-mail address');
    const registerCall = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/register'));
    expect(JSON.parse(String(registerCall?.[1]?.body))).toMatchObject({
      accountType: 'Business',
      password: PASSWORD,
    });
  });

  test('a password the server refuses sends the visitor back to step 2 with its message', async () => {
    const user = userEvent.setup();
    mockFetch({
      ...availabilityApi(),
      'POST /api/register': () => ({
        status: 400,
        body: {
          error: {
            code: 'VALIDATION_FAILED',
            message: 'Invalid request',
            fields: { password: 'validation.commonPassword' },
          },
        },
      }),
    });
    await openRegister();
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await fillPassword(user);
    await user.click(screen.getByRole('radio', { name: 'Personal' }));
    await solveCaptcha('Create account');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByText(/Step 2 of 3/)).toBeInTheDocument();
    const password = screen.getByLabelText('Password *');
    await waitFor(() => expect(password).toHaveFocus());
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(
      screen.getByText('This password is too common. Please choose another one.'),
    ).toBeInTheDocument();
  });

  test('an address taken meanwhile sends the visitor back to step 1 with the message', async () => {
    const user = userEvent.setup();
    mockFetch({
      ...availabilityApi(),
      'POST /api/register': () => ({
        status: 400,
        body: {
          error: {
            code: 'EMAIL_EXISTS',
            message: 'Email already exists.',
            fields: { email: 'errors.EMAIL_EXISTS' },
          },
        },
      }),
    });
    await openRegister();
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await fillPassword(user);
    await user.click(screen.getByRole('radio', { name: 'Personal' }));
    await solveCaptcha('Create account');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByText(/Step 1 of 3/)).toBeInTheDocument();
    const email = screen.getByLabelText('Email *');
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveAccessibleDescription('Email address is already in use');
  });

  test('the form starts empty again after the modal is closed', async () => {
    const user = userEvent.setup();
    mockFetch(availabilityApi());
    await openRegister();
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText(/Step 2 of 3/);

    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });
});

describe('pending e-mail confirmation', () => {
  test('sends the link again and says so, or that the address is already confirmed', async () => {
    const user = userEvent.setup();
    let status = 'resent';
    const fetchMock = mockFetch({
      ...availabilityApi(),
      'POST /api/register': () => ({ status: 201, body: { status: 'PendingEmailConfirmation' } }),
      'POST /api/register/resend-confirmation-email': () => ({ body: { status } }),
    });
    await openRegister();
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await fillPassword(user);
    await user.click(screen.getByRole('radio', { name: 'Personal' }));
    await solveCaptcha('Create account');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    const pending = await findDialog('Confirm your e-mail address');

    await solveCaptcha('Send the link again');
    await user.click(within(pending).getByRole('button', { name: 'Send the link again' }));
    expect(
      await within(pending).findByText(
        'We have sent the link again. It may take a few minutes to arrive.',
      ),
    ).toBeInTheDocument();
    const resendCall = fetchMock.mock.calls.find(([url]) =>
      String(url).endsWith('/resend-confirmation-email'),
    );
    expect(JSON.parse(String(resendCall?.[1]?.body))).toEqual({
      email: 'ase@example.com',
      recaptchaToken: 'c29sdmVk',
    });

    status = 'alreadyVerified';
    await solveCaptcha('Send the link again');
    await user.click(within(pending).getByRole('button', { name: 'Send the link again' }));
    expect(
      await within(pending).findByText('Your e-mail address is already confirmed. You can log in.'),
    ).toBeInTheDocument();
    await user.click(within(pending).getByRole('button', { name: 'Log In' }));
    expect(await findDialog('Log in')).toBeInTheDocument();
  });
});
