// The telemetry-reports module: `telemetry_daily`, the dashboard's daily rollup of the raw page
// views in `telemetry_events`, its fold pass and the dashboard's read (issue 28, decision 065).

export type { TelemetryFoldDeps } from './fold-telemetry-days';
export { foldTelemetryDays } from './fold-telemetry-days';
export { getTelemetryDashboard } from './get-telemetry-dashboard';
