/**
 * The AUTH_SECRET of every test app, and the one the template database's demo authenticators
 * are encrypted under: the two must match, as on a server that keeps its secret.
 */
export const TEST_AUTH_SECRET = 'skyparcel-test-auth-secret-0123456789abcdef';
