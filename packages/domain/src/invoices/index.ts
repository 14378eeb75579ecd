export * from './booking-invoice-lines';
export * from './invoice.schemas';
export * from './invoice-admin.schemas';
export * from './invoice-credit';
export * from './invoice-kinds';
export * from './invoice-ledger';
export * from './invoice-totals';
export * from './shipping-invoice-lines';
