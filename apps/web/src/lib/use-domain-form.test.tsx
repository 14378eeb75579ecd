import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { UseFormSetError } from 'react-hook-form';
import { expect, test, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from './api-error';
import { applyServerErrors, areChecksUnavailable, useDomainForm } from './use-domain-form';

// Shaped like a domain body schema: trims, transforms, answers i18n keys.
const SuiteBodySchema = z.object({
  suiteNumber: z
    .string()
    .trim()
    .min(1, 'validation.required')
    .transform((suite) => suite.toUpperCase()),
  note: z.string().trim().max(5, 'validation.tooLong'),
});

type SampleFormProps = {
  onValid: (body: z.output<typeof SuiteBodySchema>) => Promise<void>;
  mode?: 'onTouched' | 'onSubmit';
  schema?: typeof SuiteBodySchema | (() => Promise<typeof SuiteBodySchema>);
};

function SampleForm({ onValid, mode, schema = SuiteBodySchema }: SampleFormProps) {
  const [alert, setAlert] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useDomainForm(schema, {
    defaultValues: { suiteNumber: '', note: '' },
    ...(mode ? { mode } : {}),
  });
  const { errors } = formState;

  async function handleValid(body: z.output<typeof SuiteBodySchema>) {
    try {
      await onValid(body);
    } catch (error) {
      setAlert(applyServerErrors(setError, error, 'fallback text'));
    }
  }

  return (
    <form
      noValidate
      onSubmit={handleSubmit(handleValid, (invalid) =>
        setAlert(areChecksUnavailable(invalid) ? 'checks unavailable' : null),
      )}
    >
      {alert ? <p role="alert">{alert}</p> : null}
      <label>
        Suite
        <input {...register('suiteNumber')} />
      </label>
      {errors.suiteNumber ? <p>suite: {errors.suiteNumber.message}</p> : null}
      <label>
        Note
        <input {...register('note')} />
      </label>
      {errors.note ? <p>note: {errors.note.message}</p> : null}
      <button type="submit">Save</button>
    </form>
  );
}

test('checks a field when it loses focus, then on every change (onTouched)', async () => {
  const user = userEvent.setup();
  render(<SampleForm onValid={vi.fn()} />);

  await user.type(screen.getByLabelText('Note'), 'too long');
  expect(screen.queryByText(/^note:/)).not.toBeInTheDocument();
  await user.tab();
  expect(await screen.findByText('note: validation.tooLong')).toBeInTheDocument();
  await user.clear(screen.getByLabelText('Note'));
  expect(screen.queryByText(/^note:/)).not.toBeInTheDocument();
});

test('checks everything on submit, focuses the first invalid field, and sends the output', async () => {
  const user = userEvent.setup();
  const onValid = vi.fn(async () => {});
  render(<SampleForm onValid={onValid} />);

  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('suite: validation.required')).toBeInTheDocument();
  expect(screen.getByLabelText('Suite')).toHaveFocus();
  expect(onValid).not.toHaveBeenCalled();

  await user.type(screen.getByLabelText('Suite'), ' sp123 ');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(onValid).toHaveBeenCalledWith({ suiteNumber: 'SP123', note: '' });
});

test('puts the fields of a 400 on their fields, focuses the first, and shows its message', async () => {
  const user = userEvent.setup();
  const refused = new ApiError({
    status: 400,
    code: 'VALIDATION_FAILED',
    message: 'Please check the form',
    fields: { note: 'validation.invalid', suiteNumber: 'validation.required' },
  });
  render(<SampleForm onValid={() => Promise.reject(refused)} />);

  await user.type(screen.getByLabelText('Suite'), 'SP1');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Please check the form');
  expect(screen.getByText('note: validation.invalid')).toBeInTheDocument();
  expect(screen.getByText('suite: validation.required')).toBeInTheDocument();
  expect(screen.getByLabelText('Note')).toHaveFocus();
});

test('answers the fallback text for a failure that is not an API error', async () => {
  const user = userEvent.setup();
  render(<SampleForm onValid={() => Promise.reject(new TypeError('Failed to fetch'))} />);

  await user.type(screen.getByLabelText('Suite'), 'SP1');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('fallback text');
});

test("a dialog's form checks on submit only, so leaving its first field shows nothing", async () => {
  const user = userEvent.setup();
  render(<SampleForm onValid={vi.fn()} mode="onSubmit" />);

  await user.click(screen.getByLabelText('Suite'));
  await user.tab();
  expect(screen.queryByText(/^suite:/)).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('suite: validation.required')).toBeInTheDocument();
});

test('puts a field the request body names otherwise on the form field it maps to', () => {
  type Values = { password: string; confirmPassword: string };
  const setError = vi.fn<UseFormSetError<Values>>();
  const refused = new ApiError({
    status: 400,
    code: 'VALIDATION_FAILED',
    message: 'Please check the form',
    fields: { newPassword: 'validation.passwordRules' },
  });

  const alert = applyServerErrors<Values>(setError, refused, 'fallback text', {
    newPassword: 'password',
  });

  expect(alert).toBe('Please check the form');
  expect(setError).toHaveBeenCalledExactlyOnceWith(
    'password',
    { type: 'server', message: 'validation.passwordRules' },
    { shouldFocus: true },
  );
});

test('a schema loader is called at the first check, once, and its schema checks and transforms', async () => {
  const user = userEvent.setup();
  const load = vi.fn(async () => SuiteBodySchema);
  const onValid = vi.fn(async (_body: z.output<typeof SuiteBodySchema>) => {});
  render(<SampleForm onValid={onValid} schema={load} />);
  expect(load).not.toHaveBeenCalled();

  await user.click(screen.getByRole('textbox', { name: 'Suite' }));
  await user.tab();
  expect(await screen.findByText('suite: validation.required')).toBeInTheDocument();

  await user.type(screen.getByRole('textbox', { name: 'Suite' }), ' ab12 ');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await vi.waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
  expect(onValid.mock.calls[0]?.[0]).toEqual({ suiteNumber: 'AB12', note: '' });
  expect(load).toHaveBeenCalledTimes(1);
});

test('a schema that failed to download is asked for again at the next check', async () => {
  const user = userEvent.setup();
  const load = vi
    .fn<() => Promise<typeof SuiteBodySchema>>()
    .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
    .mockResolvedValue(SuiteBodySchema);
  const onValid = vi.fn(async () => {});
  // Checked on submit only, so leaving the field does not spend the failing download.
  render(<SampleForm onValid={onValid} schema={load} mode="onSubmit" />);
  await user.type(screen.getByRole('textbox', { name: 'Suite' }), 'x1');
  // The first check fails with the download: the form's handler for invalid input learns it.
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('checks unavailable');
  expect(onValid).not.toHaveBeenCalled();
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await vi.waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
  expect(load).toHaveBeenCalledTimes(2);
});
