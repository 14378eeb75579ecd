// The telemetry module: `telemetry_events`, the page views and allow-listed events the portal's
// own ingestion endpoint accepts, partitioned by month (migration 0039, decision 064). The
// ingestion feature writes through it; the retention pass (server.ts) prunes through it.
export { pruneTelemetryEvents, type TelemetryPruneResult } from './prune-telemetry-events';
export {
  ensureTelemetryPartition,
  insertTelemetryEvents,
  listTelemetryEvents,
  listTelemetryPartitions,
  type NewTelemetryEvent,
  type TelemetryPartition,
} from './telemetry-event.repository';
