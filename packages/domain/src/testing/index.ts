export * from './time-zones';
