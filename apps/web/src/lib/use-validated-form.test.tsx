import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import { type FieldErrors, useValidatedForm } from './use-validated-form';

type Values = { suite: string; note: string };

function validate(values: Values): FieldErrors<Values> {
  return {
    ...(values.suite.trim() === '' ? { suite: 'validation.required' } : {}),
    ...(values.note.length > 5 ? { note: 'validation.tooLong' } : {}),
  };
}

type SampleFormProps = { onValid: (values: Values) => void; serverMessage?: string };

// Written as a react-hook-form form is; only the hook differs.
function SampleForm({ onValid, serverMessage }: SampleFormProps) {
  const { register, handleSubmit, setError, formState, watch } = useValidatedForm({
    defaultValues: { suite: '', note: '' },
    validate,
  });
  const { errors } = formState;
  return (
    <form noValidate onSubmit={handleSubmit(onValid)}>
      <label>
        Suite
        <input {...register('suite')} />
      </label>
      {errors.suite ? <p>suite: {errors.suite.message}</p> : null}
      <label>
        Note
        <input {...register('note')} />
      </label>
      {errors.note ? <p>note: {errors.note.message}</p> : null}
      <output>{watch().note.length}</output>
      <button type="submit">Save</button>
      {serverMessage ? (
        <button type="button" onClick={() => setError('note', { message: serverMessage })}>
          Refuse
        </button>
      ) : null}
    </form>
  );
}

test('checks a field when it loses focus, then on every change (onTouched)', async () => {
  const user = userEvent.setup();
  render(<SampleForm onValid={vi.fn()} />);

  await user.type(screen.getByLabelText('Note'), 'too long');
  expect(screen.getByRole('status')).toHaveTextContent('8');
  expect(screen.queryByText(/^note:/)).not.toBeInTheDocument();
  await user.tab();
  expect(screen.getByText('note: validation.tooLong')).toBeInTheDocument();
  await user.clear(screen.getByLabelText('Note'));
  expect(screen.queryByText(/^note:/)).not.toBeInTheDocument();
});

test('checks everything on submit and focuses the first invalid field', async () => {
  const user = userEvent.setup();
  const onValid = vi.fn();
  render(<SampleForm onValid={onValid} />);

  await user.type(screen.getByLabelText('Note'), 'too long');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(screen.getByText('suite: validation.required')).toBeInTheDocument();
  expect(screen.getByText('note: validation.tooLong')).toBeInTheDocument();
  expect(screen.getByLabelText('Suite')).toHaveFocus();
  expect(onValid).not.toHaveBeenCalled();

  await user.type(screen.getByLabelText('Suite'), 'SP1');
  await user.clear(screen.getByLabelText('Note'));
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(onValid).toHaveBeenCalledWith({ suite: 'SP1', note: '' });
});

test("shows a server's message on its field until the field is checked again", async () => {
  const user = userEvent.setup();
  render(<SampleForm onValid={vi.fn()} serverMessage="validation.invalid" />);

  await user.click(screen.getByRole('button', { name: 'Refuse' }));
  expect(screen.getByText('note: validation.invalid')).toBeInTheDocument();
  await user.type(screen.getByLabelText('Note'), 'ok');
  await user.tab();
  expect(screen.queryByText(/^note:/)).not.toBeInTheDocument();
});
