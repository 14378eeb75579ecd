export * from './convert-money';
export * from './currency-decimals';
export * from './money';
export * from './money-arithmetic';
