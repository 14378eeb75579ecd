export * from './telemetry-settings';
