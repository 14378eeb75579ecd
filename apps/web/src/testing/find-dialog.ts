import { screen } from '@testing-library/react';

/**
 * The dialog named `name`, waiting longer than Testing Library's default second: sign-in modals
 * load their code and texts on first use, which a busy machine takes a while to transform.
 */
export function findDialog(name: string) {
  return screen.findByRole('dialog', { name }, { timeout: 5_000 });
}
