/**
 * Whether a failed query broke the unique constraint or index `constraint` (SQLSTATE 23505).
 * Drizzle wraps the driver's error in `cause`; node-postgres and PGlite both name the constraint.
 */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    if (
      'code' in current &&
      current.code === '23505' &&
      'constraint' in current &&
      current.constraint === constraint
    ) {
      return true;
    }
  }
  return false;
}
