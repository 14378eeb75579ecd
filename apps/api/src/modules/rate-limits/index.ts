// The rate-limits module: the shared counters (`rate_limit_hits`) behind the routes' limits
// (plugins/database-rate-limit-store.ts) and the sign-in's count of tries for unknown e-mails.
// Plugins and modules reach them only through this door (docs/decisions/023, 027).
export { countRateLimitHit, sweepEndedRateLimitWindows } from './rate-limit-hits.repository';
