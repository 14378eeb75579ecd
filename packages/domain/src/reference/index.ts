export * from './reference.schemas';
