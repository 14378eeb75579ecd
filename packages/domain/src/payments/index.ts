export * from './payment.schemas';
