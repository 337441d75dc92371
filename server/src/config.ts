/**
 * Every environment variable the server reads, parsed and typed in one place.
 * Nothing else in the code base touches process.env.
 */
import { isIP } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_TIME_ZONE, isTimeZone } from '@crecer/domain/schedule';

export interface Config {
  nodeEnv: string;
  isProduction: boolean;
  isTest: boolean;
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  publicUrl: string;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  /**
   * Seed the Spanish demo articles, guides and categories into a database without
   * content (DEMO_CONTENT; unset: yes in development and tests, never in production).
   */
  demoContent: boolean;
  smtpUrl: string | undefined;
  contactTo: string | undefined;
  contactFrom: string | undefined;
  /**
   * Newsletter e-mails sent per minute at most, across every instance
   * (NEWSLETTER_PER_MINUTE, default 60): mail providers refuse or flag bursts.
   */
  newsletterPerMinute: number;
  /**
   * Confirmation e-mails of the subscribe box an hour, for the whole site
   * (NEWSLETTER_CONFIRMATIONS_PER_HOUR, default 100): past it, confirmations
   * wait for a later hour (services/newsletter/confirmations.ts).
   */
  newsletterConfirmationsPerHour: number;
  storageDriver: 'local' | 's3';
  s3: {
    endpoint?: string;
    bucket?: string;
    region: string;
    accessKeyId?: string;
    secretAccessKey?: string;
  };
  /** Scheduled backups (services/backup/schedule.ts). */
  backup: BackupConfig;
  mercadoPagoAccessToken: string | undefined;
  mercadoPagoWebhookSecret: string | undefined;
  /** Mercado Pago's API base; tests point it at a local fake. */
  mercadoPagoApiUrl: string;
  /**
   * Secret for signed download links and anonymous visitor ids: APP_SECRET, or
   * undefined until bootstrap reads (or creates) the one kept in DATA_DIR.
   */
  appSecret: string;
  /** Which proxies in front of the app may name the client (X-Forwarded-For); null trusts none. */
  trustProxy: TrustProxy;
  /** Memory for anonymous pages and GraphQL reads (PAGE_CACHE_MB, default 64; 0 stores no pages; the change signal and the kept reads stay on). */
  pageCacheBytes: number;
  /**
   * Server renders the page cache could not answer, run at once
   * (SSR_CONCURRENCY, default: the machine's cores); the next ones wait in
   * arrival order (http/renderQueue.ts).
   */
  ssrConcurrency: number;
  /**
   * Renders waiting at most (SSR_QUEUE, default 32 per render slot: about
   * what the slots render within the queue's wait bound on a busy machine);
   * one more is answered 503 with Retry-After at once.
   */
  ssrQueue: number;
  logLevel: string;
  /**
   * The owner's clock (SITE_TIME_ZONE, an IANA name; default Argentina's): the
   * admin's scheduled publishing reads and shows dates in it.
   */
  siteTimeZone: string;
  /** Render the web app through Vite's dev server (npm run dev). */
  webDevServer: boolean;
  /** Repository root: where migrations/ and web/dist live. */
  rootDir: string;
}

export interface BackupConfig {
  /** BACKUP_INTERVAL_HOURS: hours between scheduled backups (default 24); 0 turns the schedule off. */
  intervalHours: number;
  /** BACKUP_KEEP: scheduled archives kept, in the folder and in S3 (default 14); older ones are deleted. */
  keep: number;
  /** BACKUP_DIR; undefined: DATA_DIR/backups (backupFolder() resolves it). */
  dir: string | undefined;
  /** BACKUP_S3=true: each scheduled archive is also copied to the S3 bucket (S3_*), under backups/. */
  s3: boolean;
}

/**
 * Where backups are written: BACKUP_DIR, or `backups` inside DATA_DIR (the
 * persistent volume in the container, never the image's own files).
 */
export function backupFolder(config: Pick<Config, 'backup' | 'dataDir'>): string {
  return config.backup.dir ?? path.join(config.dataDir, 'backups');
}

function parseBackup(env: NodeJS.ProcessEnv, s3Bucket: string | undefined): BackupConfig {
  const s3Value = (optional(env.BACKUP_S3) ?? 'false').toLowerCase();
  if (!['true', '1', 'false', '0'].includes(s3Value)) throw new Error(`BACKUP_S3 must be "true" or "false"`);
  const s3 = s3Value === 'true' || s3Value === '1';
  if (s3 && !s3Bucket) throw new Error('BACKUP_S3=true needs S3_BUCKET (and the other S3_* settings)');
  const keep = int(optional(env.BACKUP_KEEP), 14, 'BACKUP_KEEP');
  if (keep < 1) throw new Error('BACKUP_KEEP must be at least 1');
  const dir = optional(env.BACKUP_DIR);
  return {
    intervalHours: int(optional(env.BACKUP_INTERVAL_HOURS), 24, 'BACKUP_INTERVAL_HOURS'),
    keep,
    dir: dir === undefined ? undefined : path.resolve(ROOT_DIR, dir),
    s3,
  };
}

/** At least one an hour (0 would silently turn the subscribe box off), at most 10,000. */
function parseConfirmationsPerHour(value: string | undefined): number {
  const limit = int(value, 100, 'NEWSLETTER_CONFIRMATIONS_PER_HOUR');
  if (limit < 1 || limit > 10_000)
    throw new Error(`NEWSLETTER_CONFIRMATIONS_PER_HOUR must be between 1 and 10000, got "${value}"`);
  return limit;
}

/** SSR_CONCURRENCY (at least 1) and SSR_QUEUE (0: nothing waits). */
function parseRenderQueue(env: NodeJS.ProcessEnv): Pick<Config, 'ssrConcurrency' | 'ssrQueue'> {
  const ssrConcurrency = int(optional(env.SSR_CONCURRENCY), os.availableParallelism(), 'SSR_CONCURRENCY');
  if (ssrConcurrency < 1) throw new Error('SSR_CONCURRENCY must be at least 1');
  return { ssrConcurrency, ssrQueue: int(optional(env.SSR_QUEUE), 32 * ssrConcurrency, 'SSR_QUEUE') };
}

/** TRUST_PROXY: a hop count ("1" = one proxy in front), or a list of trusted proxy addresses/CIDRs. */
export type TrustProxy = { hops: number } | { addresses: string[] } | null;

export const ROOT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function int(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0)
    throw new Error(`${name} must be a non-negative integer, got "${value}"`);
  return parsed;
}

/** At least one a minute (0 would stop every send without saying so), at most 1,000. */
function parseNewsletterRate(value: string | undefined): number {
  const rate = int(value, 60, 'NEWSLETTER_PER_MINUTE');
  if (rate < 1 || rate > 1000) throw new Error(`NEWSLETTER_PER_MINUTE must be between 1 and 1000, got "${value}"`);
  return rate;
}

/** Parsed once at start, so a typo stops the server instead of trusting the wrong hop. */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  if (value === undefined || value === '0' || value.toLowerCase() === 'false') return null;
  if (/^\d+$/.test(value)) return { hops: Number(value) };
  const addresses = value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  for (const address of addresses) {
    if (!isTrustableAddress(address))
      throw new Error(`TRUST_PROXY must be a hop count or a comma-separated list of addresses/CIDRs, got "${address}"`);
  }
  return { addresses };
}

/** An IP address, a CIDR, or one of proxy-addr's names (loopback, linklocal, uniquelocal). */
function isTrustableAddress(text: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(text)) return true;
  const [ip, bits, ...rest] = text.split('/');
  if (rest.length > 0 || !ip || isIP(ip) === 0) return false;
  return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (isIP(ip) === 4 ? 32 : 128));
}

/**
 * DATABASE_URL, with DATABASE_PASSWORD (if set) put in as the password. A
 * random password pasted unescaped into the URL (a `/`, `@`, `#` or `?` from
 * `openssl rand -base64`) makes postgres.js fail later with a bare "Invalid
 * URL" and the server restart forever, so a URL that does not parse into
 * user@host/database stops the start here with a message naming the variable
 * (never its value: it holds the password).
 */
export function parseDatabaseUrl(url: string | undefined, password: string | undefined): string | undefined {
  if (url === undefined) {
    if (password !== undefined) throw new Error('DATABASE_PASSWORD is set but DATABASE_URL is not');
    return undefined;
  }
  const fail = (why: string) =>
    new Error(
      `DATABASE_URL cannot be parsed (${why}). Expected postgres://USER[:PASSWORD]@HOST[:PORT]/DATABASE; ` +
        'percent-encode special characters in the password (/ as %2F, @ as %40, # as %23, ? as %3F) ' +
        'or leave it out of the URL and set DATABASE_PASSWORD instead.',
    );
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw fail('not a URL');
  }
  if (parsed.protocol !== 'postgres:' && parsed.protocol !== 'postgresql:')
    throw fail(`scheme "${parsed.protocol}" instead of postgres:`);
  if (!parsed.hostname) throw fail('no host');
  // The tell-tale of an unescaped `/` in the password: the rest of the
  // password and the host end up in the path.
  if (!/^(\/[^/@:]*)?$/.test(parsed.pathname)) throw fail('the database name contains "/", "@" or ":"');
  if (password !== undefined) {
    if (parsed.password) throw fail('it has a password and DATABASE_PASSWORD is set too');
    // The URL setter percent-encodes; postgres.js decodes it again.
    parsed.password = password;
  }
  return parsed.href;
}

/** DEMO_CONTENT: true/false (or 1/0); unset, production starts empty and anything else gets the demo. */
export function parseDemoContent(value: string | undefined, isProduction: boolean): boolean {
  if (value === undefined) return !isProduction;
  if (['true', '1'].includes(value.toLowerCase())) return true;
  if (['false', '0'].includes(value.toLowerCase())) return false;
  throw new Error(`DEMO_CONTENT must be "true" or "false", got "${value}"`);
}

/** SITE_TIME_ZONE: a zone the platform knows, so a typo stops the start instead of shifting every schedule. */
export function parseTimeZone(value: string | undefined): string {
  if (value === undefined) return DEFAULT_TIME_ZONE;
  if (!isTimeZone(value))
    throw new Error(`SITE_TIME_ZONE must be an IANA time zone such as "${DEFAULT_TIME_ZONE}", got "${value}"`);
  return value;
}

function optional(value: string | undefined): string | undefined {
  return value === undefined || value.trim() === '' ? undefined : value.trim();
}

/** Reads the configuration; `overrides` lets tests and tools adjust it without touching the environment. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const nodeEnv = env.NODE_ENV ?? 'development';
  const port = int(env.PORT, 4000, 'PORT');
  const storageDriver = (optional(env.STORAGE_DRIVER) ?? 'local') as Config['storageDriver'];
  if (storageDriver !== 'local' && storageDriver !== 's3') throw new Error(`STORAGE_DRIVER must be "local" or "s3"`);
  const dataDir = path.resolve(ROOT_DIR, optional(env.DATA_DIR) ?? 'data');
  const isProduction = nodeEnv === 'production';
  // Empty here means "use the secret stored in DATA_DIR" (appSecret.ts), which
  // bootstrap resolves before anything signs: there is no public default.
  const appSecret = optional(env.APP_SECRET) ?? '';
  return {
    nodeEnv,
    isProduction,
    isTest: nodeEnv === 'test' || env.VITEST === 'true',
    port,
    host: optional(env.HOST) ?? '0.0.0.0',
    databaseUrl: parseDatabaseUrl(optional(env.DATABASE_URL), optional(env.DATABASE_PASSWORD)),
    dataDir,
    publicUrl: (optional(env.PUBLIC_URL) ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    adminEmail: optional(env.ADMIN_EMAIL),
    adminPassword: optional(env.ADMIN_PASSWORD),
    demoContent: parseDemoContent(optional(env.DEMO_CONTENT), isProduction),
    smtpUrl: optional(env.SMTP_URL),
    contactTo: optional(env.CONTACT_TO),
    contactFrom: optional(env.CONTACT_FROM),
    newsletterPerMinute: parseNewsletterRate(optional(env.NEWSLETTER_PER_MINUTE)),
    newsletterConfirmationsPerHour: parseConfirmationsPerHour(optional(env.NEWSLETTER_CONFIRMATIONS_PER_HOUR)),
    storageDriver,
    s3: {
      endpoint: optional(env.S3_ENDPOINT),
      bucket: optional(env.S3_BUCKET),
      region: optional(env.S3_REGION) ?? 'us-east-1',
      accessKeyId: optional(env.S3_ACCESS_KEY_ID),
      secretAccessKey: optional(env.S3_SECRET_ACCESS_KEY),
    },
    backup: parseBackup(env, optional(env.S3_BUCKET)),
    mercadoPagoAccessToken: optional(env.MERCADOPAGO_ACCESS_TOKEN),
    mercadoPagoWebhookSecret: optional(env.MERCADOPAGO_WEBHOOK_SECRET),
    mercadoPagoApiUrl: (optional(env.MERCADOPAGO_API_URL) ?? 'https://api.mercadopago.com').replace(/\/+$/, ''),
    appSecret,
    trustProxy: parseTrustProxy(optional(env.TRUST_PROXY)),
    pageCacheBytes: int(optional(env.PAGE_CACHE_MB), 64, 'PAGE_CACHE_MB') * 1024 * 1024,
    ...parseRenderQueue(env),
    logLevel: optional(env.LOG_LEVEL) ?? (nodeEnv === 'test' ? 'silent' : 'info'),
    siteTimeZone: parseTimeZone(optional(env.SITE_TIME_ZONE)),
    webDevServer: env.WEB_DEV === '1' && nodeEnv !== 'production',
    rootDir: ROOT_DIR,
    ...overrides,
  };
}
