import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './database-unavailable';

function withCode(message: string, code: string) {
  return Object.assign(new Error(message), { code });
}

describe('isDatabaseUnavailable', () => {
  it('recognises a refused connection, also inside an AggregateError', () => {
    const refused = withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED');
    expect(isDatabaseUnavailable(refused)).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([refused]))).toBe(true);
  });

  it('recognises a server shutting down, starting up or refusing connections', () => {
    for (const code of ['57P01', '57P02', '57P03', '08006', '08001', '53300', '57014']) {
      expect(isDatabaseUnavailable(withCode('server', code)), code).toBe(true);
    }
  });

  it("recognises node-postgres's own timeouts and lost connections", () => {
    for (const message of [
      'Connection terminated unexpectedly',
      'Connection terminated due to connection timeout',
      'timeout exceeded when trying to connect',
      'Query read timeout',
    ]) {
      expect(isDatabaseUnavailable(new Error(message)), message).toBe(true);
    }
  });

  it('looks through the error Drizzle wraps around the driver', () => {
    const wrapped = new Error('Failed query: select 1', {
      cause: withCode('terminating connection due to administrator command', '57P01'),
    });
    expect(isDatabaseUnavailable(wrapped)).toBe(true);
  });

  it('leaves real query errors and bugs alone', () => {
    expect(isDatabaseUnavailable(withCode('duplicate key', '23505'))).toBe(false);
    expect(isDatabaseUnavailable(withCode('syntax error', '42601'))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('x is undefined'))).toBe(false);
    expect(isDatabaseUnavailable('a string')).toBe(false);
  });
});
