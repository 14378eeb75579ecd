import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * The ALTCHA widget announces a solved challenge (the real proof of work is the e2e tests').
 * The widget announces its own first state after it starts, so the event is repeated until the
 * form has taken it and `submitName` is enabled.
 */
export async function solveCaptcha(submitName: string) {
  await waitFor(
    () => {
      document
        .querySelector('altcha-widget')
        ?.dispatchEvent(
          new CustomEvent('statechange', { detail: { state: 'verified', payload: 'c29sdmVk' } }),
        );
      expect(screen.getByRole('button', { name: submitName })).toBeEnabled();
      // The widget's code loads on first use, which takes a while on a busy machine.
    },
    { timeout: 5_000 },
  );
}
