import { render, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { PasswordChecklist } from './password-checklist';

function rules() {
  return screen.getAllByRole('listitem').map((item) => item.textContent);
}

test('says for each of the four rules whether it is met, in words', () => {
  const { rerender } = render(<PasswordChecklist password="" />);
  expect(screen.getByRole('list', { name: 'Your password needs:' })).toHaveAttribute(
    'aria-live',
    'polite',
  );
  expect(rules()).toEqual([
    '○At least 8 characters: not met',
    '○Upper and lower case letters: not met',
    '○A number: not met',
    '○A special character (!@#$%^&*): not met',
  ]);

  rerender(<PasswordChecklist password="abcdefgH" />);
  expect(rules()).toEqual([
    '✓At least 8 characters: met',
    '✓Upper and lower case letters: met',
    '○A number: not met',
    '○A special character (!@#$%^&*): not met',
  ]);

  rerender(<PasswordChecklist password="Abcdefg1?" />);
  expect(rules().slice(2)).toEqual(['✓A number: met', '○A special character (!@#$%^&*): not met']);

  rerender(<PasswordChecklist password="Abcdefg1&" />);
  expect(rules().every((rule) => rule?.endsWith(': met'))).toBe(true);
});
