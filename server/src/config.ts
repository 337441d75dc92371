/**
 * Every environment variable the server reads, parsed and typed in one place
 * by one valibot schema (ENVIRONMENT in configSchema.ts, which holds each
 * variable's default). Nothing else in the code base touches process.env. A
 * value that does not parse stops the start with one line naming the
 * variable, in Spanish and English (ConfigError).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as v from 'valibot';
import { ConfigError, ENVIRONMENT, type Settings, type TrustProxy } from './configSchema';

export { CONFIG_VARIABLES, ConfigError, type TrustProxy } from './configSchema';

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
  /** Scheduled backups (services/backup/backupSchedule.ts). */
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

export const ROOT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** DATABASE_PASSWORD put into DATABASE_URL: the URL setter percent-encodes it, postgres.js decodes it again. */
function withPassword(url: string | undefined, password: string | undefined): string | undefined {
  if (url === undefined || password === undefined) return url;
  const parsed = new URL(url);
  parsed.password = password;
  return parsed.href;
}

/** The configuration from the parsed variables: what depends on another variable is derived here. */
function fromSettings(settings: Settings): Config {
  const nodeEnv = settings.NODE_ENV;
  const isProduction = nodeEnv === 'production';
  const ssrConcurrency = settings.SSR_CONCURRENCY;
  return {
    nodeEnv,
    isProduction,
    isTest: nodeEnv === 'test' || settings.VITEST === 'true',
    port: settings.PORT,
    host: settings.HOST,
    databaseUrl: withPassword(settings.DATABASE_URL, settings.DATABASE_PASSWORD),
    dataDir: path.resolve(ROOT_DIR, settings.DATA_DIR),
    publicUrl: settings.PUBLIC_URL ?? `http://localhost:${settings.PORT}`,
    adminEmail: settings.ADMIN_EMAIL,
    adminPassword: settings.ADMIN_PASSWORD,
    demoContent: settings.DEMO_CONTENT ?? !isProduction,
    smtpUrl: settings.SMTP_URL,
    contactTo: settings.CONTACT_TO,
    contactFrom: settings.CONTACT_FROM,
    newsletterPerMinute: settings.NEWSLETTER_PER_MINUTE,
    newsletterConfirmationsPerHour: settings.NEWSLETTER_CONFIRMATIONS_PER_HOUR,
    storageDriver: settings.STORAGE_DRIVER,
    s3: {
      endpoint: settings.S3_ENDPOINT,
      bucket: settings.S3_BUCKET,
      region: settings.S3_REGION,
      accessKeyId: settings.S3_ACCESS_KEY_ID,
      secretAccessKey: settings.S3_SECRET_ACCESS_KEY,
    },
    backup: {
      intervalHours: settings.BACKUP_INTERVAL_HOURS,
      keep: settings.BACKUP_KEEP,
      dir: settings.BACKUP_DIR === undefined ? undefined : path.resolve(ROOT_DIR, settings.BACKUP_DIR),
      s3: settings.BACKUP_S3,
    },
    mercadoPagoAccessToken: settings.MERCADOPAGO_ACCESS_TOKEN,
    mercadoPagoWebhookSecret: settings.MERCADOPAGO_WEBHOOK_SECRET,
    mercadoPagoApiUrl: settings.MERCADOPAGO_API_URL,
    // Empty here means "use the secret stored in DATA_DIR" (appSecret.ts): there is no public default.
    appSecret: settings.APP_SECRET ?? '',
    trustProxy: settings.TRUST_PROXY ?? null,
    pageCacheBytes: settings.PAGE_CACHE_MB * 1024 * 1024,
    ssrConcurrency,
    ssrQueue: settings.SSR_QUEUE ?? 32 * ssrConcurrency,
    logLevel: settings.LOG_LEVEL ?? (nodeEnv === 'test' ? 'silent' : 'info'),
    siteTimeZone: settings.SITE_TIME_ZONE,
    webDevServer: settings.WEB_DEV === '1' && nodeEnv !== 'production',
    rootDir: ROOT_DIR,
  };
}

/** Reads the configuration; `overrides` lets tests and tools adjust it without touching the environment. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = v.safeParse(ENVIRONMENT, env);
  if (!parsed.success) throw new ConfigError(parsed.issues, env);
  return { ...fromSettings(parsed.output), ...overrides };
}
