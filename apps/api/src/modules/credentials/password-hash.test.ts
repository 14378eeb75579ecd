import { expect, test } from 'vitest';
import { ARGON2_OPTIONS, TIMING_EQUALISER_HASH } from './password-hash';

test('the timing equaliser hash costs what a real hash costs (same Argon2id parameters)', () => {
  const { memoryCost, timeCost, parallelism } = ARGON2_OPTIONS;
  expect(TIMING_EQUALISER_HASH).toMatch(
    new RegExp(`^\\$argon2id\\$v=19\\$m=${memoryCost},t=${timeCost},p=${parallelism}\\$`),
  );
});
