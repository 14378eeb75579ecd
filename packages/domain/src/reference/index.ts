export * from './airport-hours';
export * from './airport-rules.schemas';
export * from './reference.schemas';
