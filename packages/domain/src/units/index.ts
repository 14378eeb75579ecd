export * from './convert-units';
