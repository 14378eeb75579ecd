export * from './convert-money';
export * from './convert-rounding-once';
export * from './currency-decimals';
export * from './money';
export * from './money-arithmetic';
