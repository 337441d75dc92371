import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { backupFolder, loadConfig, parseDatabaseUrl } from './config';

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

describe('BACKUP_*', () => {
  it('schedules a daily backup into DATA_DIR/backups, keeping 14, by default', () => {
    const config = loadConfig({ DATA_DIR: '/srv/crecer' });
    expect(config.backup).toEqual({ intervalHours: 24, keep: 14, dir: undefined, s3: false });
    expect(backupFolder(config)).toBe('/srv/crecer/backups');
    // Tests and tools that move DATA_DIR through overrides move the folder with it.
    expect(backupFolder(loadConfig({}, { dataDir: '/tmp/x' }))).toBe('/tmp/x/backups');
  });

  it('reads the interval (0 turns it off), how many to keep, the folder and the S3 copy', () => {
    const config = loadConfig({
      BACKUP_INTERVAL_HOURS: '0',
      BACKUP_KEEP: '3',
      BACKUP_DIR: '/mnt/copias',
      BACKUP_S3: 'true',
      S3_BUCKET: 'crecer',
    });
    expect(config.backup).toEqual({ intervalHours: 0, keep: 3, dir: '/mnt/copias', s3: true });
    expect(backupFolder(config)).toBe('/mnt/copias');
  });

  it('refuses settings that would silently keep no backup or copy nowhere', () => {
    expect(() => loadConfig({ BACKUP_KEEP: '0' })).toThrow(/BACKUP_KEEP must be at least 1/);
    expect(() => loadConfig({ BACKUP_INTERVAL_HOURS: '-1' })).toThrow(/BACKUP_INTERVAL_HOURS/);
    expect(() => loadConfig({ BACKUP_S3: 'yes' })).toThrow(/BACKUP_S3 must be/);
    expect(() => loadConfig({ BACKUP_S3: 'true' })).toThrow(/BACKUP_S3=true needs S3_BUCKET/);
  });
});

describe('NEWSLETTER_CONFIRMATIONS_PER_HOUR', () => {
  it('is 100 an hour unless set', () => {
    expect(loadConfig({}).newsletterConfirmationsPerHour).toBe(100);
    expect(loadConfig({ NEWSLETTER_CONFIRMATIONS_PER_HOUR: '20' }).newsletterConfirmationsPerHour).toBe(20);
  });

  it('stops the start on none at all, more than 10,000 or a value that is not a count', () => {
    for (const value of ['0', '10001', 'cien'])
      expect(() => loadConfig({ NEWSLETTER_CONFIRMATIONS_PER_HOUR: value })).toThrow(
        /NEWSLETTER_CONFIRMATIONS_PER_HOUR/,
      );
  });
});

describe('SITE_TIME_ZONE', () => {
  it("is Argentina's clock unless set", () => {
    expect(loadConfig({}).siteTimeZone).toBe('America/Argentina/Buenos_Aires');
    expect(loadConfig({ SITE_TIME_ZONE: 'Europe/Madrid' }).siteTimeZone).toBe('Europe/Madrid');
  });

  it('stops the start on a zone the platform does not know', () => {
    expect(() => loadConfig({ SITE_TIME_ZONE: 'America/Buenos Aires' })).toThrow(/SITE_TIME_ZONE/);
  });
});

describe('SSR_CONCURRENCY and SSR_QUEUE', () => {
  it('run one render a core and let 32 a render wait by default, or what is set', () => {
    const cores = os.availableParallelism();
    expect(loadConfig({})).toMatchObject({ ssrConcurrency: cores, ssrQueue: 32 * cores });
    expect(loadConfig({ SSR_CONCURRENCY: '3' })).toMatchObject({ ssrConcurrency: 3, ssrQueue: 96 });
    expect(loadConfig({ SSR_CONCURRENCY: '2', SSR_QUEUE: '0' })).toMatchObject({ ssrConcurrency: 2, ssrQueue: 0 });
  });

  it('stops the start on no render at all or a value that is not a count', () => {
    expect(() => loadConfig({ SSR_CONCURRENCY: '0' })).toThrow(/SSR_CONCURRENCY/);
    expect(() => loadConfig({ SSR_QUEUE: 'muchos' })).toThrow(/SSR_QUEUE/);
  });
});
