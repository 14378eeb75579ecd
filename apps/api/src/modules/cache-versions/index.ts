// The cache versions module: which version of each cached set of tables the database holds,
// raised by triggers in the writer's transaction and announced by NOTIFY, so every API process
// drops a stale copy within a second (decision 071).
export type { CacheName, CacheVersions } from './cache-versions';
export { CACHE_VERSION_CHECK_MS, cacheVersionsOf, createCacheVersions } from './cache-versions';
export type { CacheVersionListener } from './listen-for-cache-versions';
export { listenForCacheVersions } from './listen-for-cache-versions';
