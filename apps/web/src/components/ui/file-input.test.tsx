import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { expect, test, vi } from 'vitest';
import { FileInput } from './file-input';
import { FormField } from './form-field';

type PickerProps = {
  isMultiple?: boolean;
  onPick?: (files: File[]) => void;
};

function Picker({ isMultiple = false, onPick }: PickerProps) {
  const [files, setFiles] = useState<File[]>([]);
  return (
    <FormField label="Photos" hint="JPEG or PNG images">
      <FileInput
        name="photos"
        accept="image/jpeg,image/png"
        isMultiple={isMultiple}
        files={files}
        maxBytes={5 * 1024 * 1024}
        onChange={(picked) => {
          setFiles(picked);
          onPick?.(picked);
        }}
      />
    </FormField>
  );
}

const png = (name: string) => new File(['\x89PNG'], name, { type: 'image/png' });

test('is labelled by its field, says nothing is chosen, then names the picked file', async () => {
  const user = userEvent.setup();
  const onPick = vi.fn();
  render(<Picker onPick={onPick} />);

  const input = screen.getByLabelText('Photos');
  expect(input).toHaveAttribute('type', 'file');
  expect(input).toHaveAttribute('accept', 'image/jpeg,image/png');
  expect(input).toHaveAccessibleDescription('JPEG or PNG images No file chosen');

  await user.upload(input, png('box.png'));
  expect(onPick).toHaveBeenCalledWith([expect.objectContaining({ name: 'box.png' })]);
  expect(screen.getByText('box.png')).toBeInTheDocument();
  expect(screen.queryByText('No file chosen')).not.toBeInTheDocument();
});

test('takes several files when multiple, and Clear empties the choice and refocuses', async () => {
  const user = userEvent.setup();
  const onPick = vi.fn();
  render(<Picker isMultiple onPick={onPick} />);
  const input = screen.getByLabelText('Photos');
  expect(input).toHaveAttribute('multiple');

  await user.upload(input, [png('front.png'), png('side.png')]);
  expect(screen.getByText('front.png')).toBeInTheDocument();
  expect(screen.getByText('side.png')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Clear the chosen files' }));
  expect(onPick).toHaveBeenLastCalledWith([]);
  expect(screen.getByText('No file chosen')).toBeInTheDocument();
  expect(input).toHaveFocus();
  expect(input).toHaveValue('');
});

test('is reached by keyboard: Tab focuses the picker, then Clear', async () => {
  const user = userEvent.setup();
  render(<Picker />);
  const input = screen.getByLabelText('Photos');
  await user.upload(input, png('box.png'));

  (document.activeElement as HTMLElement | null)?.blur();
  await user.tab();
  expect(input).toHaveFocus();
  await user.tab();
  expect(screen.getByRole('button', { name: 'Clear the chosen files' })).toHaveFocus();
});

test('names a file over the limit with the size message at once', async () => {
  const user = userEvent.setup();
  render(<Picker />);
  const large = png('scan.png');
  Object.defineProperty(large, 'size', { value: 5 * 1024 * 1024 + 1 });

  await user.upload(screen.getByLabelText('Photos'), large);
  expect(screen.getByText(/scan\.png/).closest('li')).toHaveTextContent(
    'The file is larger than 5 MB',
  );
});
