import { describe, expect, it } from 'vitest';
import { loadConfig, parseDatabaseUrl } from './config';

describe('DATABASE_URL', () => {
  it('stops with a message naming the variable, not the password, when a base64 password was pasted unescaped', () => {
    // A `/` from `openssl rand -base64 32` turns the rest of the password and the host into the path.
    const password = 'k3Jd/9xQ+Zr2mPq=';
    const start = () => loadConfig({ DATABASE_URL: `postgres://crecer:${password}@db:5432/crecer` });
    expect(start).toThrow(/^DATABASE_URL cannot be parsed .*DATABASE_PASSWORD/);
    expect(start).not.toThrow(/k3Jd/);
  });

  it('names the variable when the value is not a URL at all', () => {
    expect(() => loadConfig({ DATABASE_URL: 'crecer at db' })).toThrow(/^DATABASE_URL cannot be parsed \(not a URL\)/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://u@h/d' })).toThrow(/^DATABASE_URL cannot be parsed \(scheme/);
  });

  it('takes the password from DATABASE_PASSWORD, whatever characters it has, encoded so postgres.js decodes it back', () => {
    const url = loadConfig({
      DATABASE_URL: 'postgres://crecer@db:5432/crecer',
      DATABASE_PASSWORD: 'a/b@c#d?e+f=',
    }).databaseUrl;
    const parsed = new URL(url ?? '');
    expect(decodeURIComponent(parsed.password)).toBe('a/b@c#d?e+f=');
    expect([parsed.username, parsed.hostname, parsed.port, parsed.pathname]).toEqual([
      'crecer',
      'db',
      '5432',
      '/crecer',
    ]);
  });

  it('keeps a valid URL as it is, and no URL means the embedded database', () => {
    expect(parseDatabaseUrl('postgres://postgres@127.0.0.1:5432/test', undefined)).toBe(
      'postgres://postgres@127.0.0.1:5432/test',
    );
    expect(parseDatabaseUrl('postgresql://u:p%2Fq@h/d?sslmode=require', undefined)).toBe(
      'postgresql://u:p%2Fq@h/d?sslmode=require',
    );
    expect(loadConfig({}).databaseUrl).toBeUndefined();
    expect(() => loadConfig({ DATABASE_PASSWORD: 'x' })).toThrow(/DATABASE_PASSWORD is set but DATABASE_URL is not/);
  });
});
