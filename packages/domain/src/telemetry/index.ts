export * from './read-telemetry-envelope';
export * from './telemetry-dashboard.schemas';
export * from './telemetry-events';
export * from './telemetry-period';
export * from './telemetry-settings';
