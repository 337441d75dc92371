import { describe, expect, it } from 'vitest';
import { skipWithoutPostgres } from './databases';

describe('Postgres-only suites', () => {
  it('skip on a developer machine without TEST_DATABASE_URL', () => {
    expect(skipWithoutPostgres('suite', {})).toBe(true);
  });

  it('run when TEST_DATABASE_URL is set', () => {
    expect(skipWithoutPostgres('suite', { TEST_DATABASE_URL: 'postgres://x@h/d', CI: 'true' })).toBe(false);
  });

  it('fail instead of skipping under CI', () => {
    expect(() => skipWithoutPostgres('two app instances', { CI: 'true' })).toThrow(
      /"two app instances" needs TEST_DATABASE_URL; CI is set/,
    );
  });
});
