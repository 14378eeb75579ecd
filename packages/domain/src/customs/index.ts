export * from './estimate-duty-and-vat';
export * from './extended-liability';
