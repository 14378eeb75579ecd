import { divideRounded, toSafeMinor } from './divide-rounded';
import { type Money, money } from './money';

/** Adds two amounts of the same currency; mixing currencies is a bug and throws. */
export function addMoney(a: Money, b: Money): Money {
  if (a.currency !== b.currency) {
    throw new RangeError(`cannot add ${b.currency} to ${a.currency}`);
  }
  return money(a.amountMinor + b.amountMinor, a.currency);
}

/** Adds a list of amounts, all in `currency`; an empty list is zero. */
export function sumMoney(list: readonly Money[], currency: string): Money {
  return list.reduce(addMoney, money(0, currency));
}

/** A share of an amount in basis points (500 = 5%), rounded half away from zero (spec section 9). */
export function percentOfMoney(m: Money, basisPoints: number): Money {
  if (!Number.isSafeInteger(basisPoints)) {
    throw new RangeError(`basisPoints must be an integer, got ${basisPoints}`);
  }
  const share = divideRounded(BigInt(m.amountMinor) * BigInt(basisPoints), 10_000n);
  return money(toSafeMinor(share), m.currency);
}
