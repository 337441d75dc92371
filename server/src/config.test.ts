import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { backupFolder, CONFIG_VARIABLES, loadConfig, ROOT_DIR } from './config';
import { failureLine } from './startup/failure';

describe('DATABASE_URL', () => {
  it('stops with a message naming the variable, not the password, when a base64 password was pasted unescaped', () => {
    // A `/` from `openssl rand -base64 32` turns the rest of the password and the host into the path.
    const password = 'k3Jd/9xQ+Zr2mPq=';
    const start = () => loadConfig({ DATABASE_URL: `postgres://crecer:${password}@db:5432/crecer` });
    expect(start).toThrow(
      /^Configuración inválida \/ Invalid configuration: DATABASE_URL .*cannot be parsed .*DATABASE_PASSWORD/,
    );
    expect(start).not.toThrow(/k3Jd/);
  });

  it('names the variable when the value is not a URL at all', () => {
    expect(() => loadConfig({ DATABASE_URL: 'crecer at db' })).toThrow(
      /: DATABASE_URL no se puede interpretar \(no es una URL\).* \/ cannot be parsed \(not a URL\)/,
    );
    expect(() => loadConfig({ DATABASE_URL: 'mysql://u@h/d' })).toThrow(/DATABASE_URL .*cannot be parsed \(scheme/);
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
    expect(loadConfig({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test' }).databaseUrl).toBe(
      'postgres://postgres@127.0.0.1:5432/test',
    );
    expect(loadConfig({ DATABASE_URL: 'postgresql://u:p%2Fq@h/d?sslmode=require' }).databaseUrl).toBe(
      'postgresql://u:p%2Fq@h/d?sslmode=require',
    );
    expect(loadConfig({}).databaseUrl).toBeUndefined();
    expect(() => loadConfig({ DATABASE_PASSWORD: 'x' })).toThrow(/DATABASE_PASSWORD .*is set but DATABASE_URL is not/);
  });

  it('refuses a password in the URL and in DATABASE_PASSWORD at once, showing neither', () => {
    const start = () => loadConfig({ DATABASE_URL: 'postgres://u:secreto@h/d', DATABASE_PASSWORD: 'otro' });
    expect(start).toThrow(/DATABASE_URL .*it has a password and DATABASE_PASSWORD is set too/);
    expect(start).not.toThrow(/secreto|otro/);
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
    expect(() => loadConfig({ BACKUP_KEEP: '0' })).toThrow(/BACKUP_KEEP .*must be a whole number of at least 1/);
    expect(() => loadConfig({ BACKUP_INTERVAL_HOURS: '-1' })).toThrow(/BACKUP_INTERVAL_HOURS/);
    expect(() => loadConfig({ BACKUP_S3: 'yes' })).toThrow(/BACKUP_S3 .*must be "true" or "false"/);
    expect(() => loadConfig({ BACKUP_S3: 'true' })).toThrow(/BACKUP_S3 .*set to true needs S3_BUCKET/);
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

describe('defaults', () => {
  const DEFAULTS = {
    nodeEnv: 'development',
    isProduction: false,
    isTest: false,
    port: 4000,
    host: '0.0.0.0',
    databaseUrl: undefined,
    dataDir: path.join(ROOT_DIR, 'data'),
    publicUrl: 'http://localhost:4000',
    adminEmail: undefined,
    adminPassword: undefined,
    demoContent: true,
    smtpUrl: undefined,
    contactTo: undefined,
    contactFrom: undefined,
    newsletterPerMinute: 60,
    newsletterConfirmationsPerHour: 100,
    storageDriver: 'local',
    s3: {
      endpoint: undefined,
      bucket: undefined,
      region: 'us-east-1',
      accessKeyId: undefined,
      secretAccessKey: undefined,
    },
    backup: { intervalHours: 24, keep: 14, dir: undefined, s3: false },
    mercadoPagoAccessToken: undefined,
    mercadoPagoWebhookSecret: undefined,
    mercadoPagoApiUrl: 'https://api.mercadopago.com',
    appSecret: '',
    trustProxy: null,
    pageCacheBytes: 64 * 1024 * 1024,
    ssrConcurrency: os.availableParallelism(),
    ssrQueue: 32 * os.availableParallelism(),
    logLevel: 'info',
    siteTimeZone: 'America/Argentina/Buenos_Aires',
    webDevServer: false,
    rootDir: ROOT_DIR,
  };

  it('gives every setting its default in an empty environment', () => {
    expect(loadConfig({})).toStrictEqual(DEFAULTS);
  });

  it('counts a blank variable as unset, except the ones read as given', () => {
    const blank = Object.fromEntries(
      CONFIG_VARIABLES.filter((name) => !['NODE_ENV', 'VITEST', 'WEB_DEV'].includes(name)).map((name) => [name, '  ']),
    );
    expect(loadConfig(blank)).toStrictEqual(DEFAULTS);
  });

  it('derives what depends on another variable', () => {
    expect(loadConfig({ NODE_ENV: 'production' })).toMatchObject({
      isProduction: true,
      demoContent: false,
      logLevel: 'info',
    });
    expect(loadConfig({ NODE_ENV: 'test' })).toMatchObject({ isTest: true, logLevel: 'silent', demoContent: true });
    expect(loadConfig({ VITEST: 'true' })).toMatchObject({ isTest: true, logLevel: 'info' });
    expect(loadConfig({ PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
    expect(loadConfig({ PUBLIC_URL: ' https://crecer.example/// ' }).publicUrl).toBe('https://crecer.example');
    expect(loadConfig({ MERCADOPAGO_API_URL: 'http://127.0.0.1:9/' }).mercadoPagoApiUrl).toBe('http://127.0.0.1:9');
    expect(loadConfig({ DATA_DIR: 'otra', BACKUP_DIR: 'copias' })).toMatchObject({
      dataDir: path.join(ROOT_DIR, 'otra'),
      backup: { dir: path.join(ROOT_DIR, 'copias') },
    });
    expect(loadConfig({ PAGE_CACHE_MB: '0' }).pageCacheBytes).toBe(0);
    expect(loadConfig({ WEB_DEV: '1' }).webDevServer).toBe(true);
    expect(loadConfig({ WEB_DEV: '1', NODE_ENV: 'production' }).webDevServer).toBe(false);
    expect(loadConfig({ APP_SECRET: ' s3cr3t ' }).appSecret).toBe('s3cr3t');
    expect(loadConfig({}, { port: 0 }).port).toBe(0);
  });

  it('reads TRUST_PROXY as a hop count, a list of addresses, or none', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toEqual({ hops: 1 });
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBeNull();
    expect(loadConfig({ TRUST_PROXY: 'FALSE' }).trustProxy).toBeNull();
    expect(loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8,::1' }).trustProxy).toEqual({
      addresses: ['loopback', '10.0.0.0/8', '::1'],
    });
  });
});

describe('a value that does not parse', () => {
  const failure = (env: NodeJS.ProcessEnv) => {
    try {
      loadConfig(env);
    } catch (error) {
      return failureLine(error);
    }
    throw new Error('loadConfig accepted it');
  };
  const PREFIX = 'Configuración inválida / Invalid configuration: ';

  it('stops the start with one line naming the variable, in Spanish and English, with the value', () => {
    const port = `${PREFIX}PORT debe ser un número entero entre 0 y 65535 / must be a whole number between 0 and 65535`;
    expect(failure({ PORT: 'abc' })).toBe(`${port} (valor / value: "abc")`);
    expect(failure({ PORT: '70000' })).toBe(`${port} (valor / value: "70000")`);
    expect(failure({ PORT: '80.5' })).toBe(`${port} (valor / value: "80.5")`);
    expect(failure({ PAGE_CACHE_MB: '-1' })).toBe(
      `${PREFIX}PAGE_CACHE_MB debe ser un número entero no negativo / must be a non-negative integer (valor / value: "-1")`,
    );
    expect(failure({ SSR_CONCURRENCY: '0' })).toBe(
      `${PREFIX}SSR_CONCURRENCY debe ser un número entero de al menos 1 / must be a whole number of at least 1 (valor / value: "0")`,
    );
    expect(failure({ DEMO_CONTENT: 'quizás' })).toBe(
      `${PREFIX}DEMO_CONTENT debe ser "true" o "false" / must be "true" or "false" (valor / value: "quizás")`,
    );
    expect(failure({ STORAGE_DRIVER: 'ftp' })).toBe(
      `${PREFIX}STORAGE_DRIVER debe ser "local" o "s3" / must be "local" or "s3" (valor / value: "ftp")`,
    );
    expect(failure({ TRUST_PROXY: '10.0.0.1, proxy' })).toBe(
      `${PREFIX}TRUST_PROXY debe ser una cantidad de proxies o una lista de direcciones/CIDR separadas por comas / ` +
        'must be a hop count or a comma-separated list of addresses/CIDRs (valor / value: "10.0.0.1, proxy")',
    );
    expect(failure({ TRUST_PROXY: '10.0.0.0/33' })).toMatch(/^[^;]+TRUST_PROXY debe ser/);
    expect(failure({ SITE_TIME_ZONE: 'Marte/Olympus' })).toBe(
      `${PREFIX}SITE_TIME_ZONE debe ser una zona horaria IANA como "America/Argentina/Buenos_Aires" / ` +
        'must be an IANA time zone such as "America/Argentina/Buenos_Aires" (valor / value: "Marte/Olympus")',
    );
  });

  it('names every variable that fails, once each, and never shows a secret', () => {
    const line = failure({ PORT: '-1.5', BACKUP_KEEP: 'x', DATABASE_URL: 'postgres://u:pa/ss@db/crecer' });
    expect(line).toMatch(/^Configuración inválida \/ Invalid configuration: PORT .*; DATABASE_URL .*; BACKUP_KEEP /);
    expect(line.match(/PORT debe/g)).toHaveLength(1);
    expect(line).not.toMatch(/pa\/ss|valor \/ value: "postgres/);
    expect(line).not.toContain('\n');
  });
});
