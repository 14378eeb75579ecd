/**
 * Price data is effective-dated (decisions 034, 040): a change is a new version from a moment
 * on, never an edit, so a quote given at any moment can be told again from the rows.
 */
export type Versioned = { effectiveFrom: Date };

/** The version in force at `at`: the latest one whose effective-from is not after it. */
export function versionInForce<T extends Versioned>(
  versions: readonly T[],
  at: Date,
): T | undefined {
  let found: T | undefined;
  for (const version of versions) {
    if (
      version.effectiveFrom.getTime() <= at.getTime() &&
      (!found || version.effectiveFrom.getTime() > found.effectiveFrom.getTime())
    ) {
      found = version;
    }
  }
  return found;
}

/** The versions scheduled after `at`, soonest first. */
export function scheduledVersions<T extends Versioned>(versions: readonly T[], at: Date): T[] {
  return versions
    .filter((version) => version.effectiveFrom.getTime() > at.getTime())
    .sort((a, b) => a.effectiveFrom.getTime() - b.effectiveFrom.getTime());
}

/** How far ahead a version may be scheduled: prices are kept for the coming years, not decades. */
export const MAX_SCHEDULE_DAYS = 366 * 3;

/**
 * Why a version cannot start at `effectiveFrom` when asked at `now`: in the past (a quote
 * already given would change), or too far ahead. Null when it may.
 */
export function effectiveFromProblem(
  effectiveFrom: Date,
  now: Date,
): 'PRICE_EFFECTIVE_IN_PAST' | 'PRICE_EFFECTIVE_TOO_FAR' | null {
  if (effectiveFrom.getTime() < now.getTime()) {
    return 'PRICE_EFFECTIVE_IN_PAST';
  }
  if (effectiveFrom.getTime() > now.getTime() + MAX_SCHEDULE_DAYS * 86_400_000) {
    return 'PRICE_EFFECTIVE_TOO_FAR';
  }
  return null;
}
