/** Integer division rounded half away from zero, exact for any size (money rule: round once). */
export function divideRounded(numerator: bigint, denominator: bigint): bigint {
  if (denominator === 0n) {
    throw new RangeError('division by zero');
  }
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;

  const quotient = (2n * n + d) / (2n * d);
  return negative ? -quotient : quotient;
}

/** A bigint amount of minor units back to a number, refusing what a number cannot hold exactly. */
export function toSafeMinor(amount: bigint): number {
  const result = Number(amount);
  if (!Number.isSafeInteger(result)) {
    throw new RangeError(`amount ${amount} is too large`);
  }
  return result === 0 ? 0 : result;
}
