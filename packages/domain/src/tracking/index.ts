export * from './tracking.schemas';
export * from './tracking-statuses';
