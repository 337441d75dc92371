/**
 * The environment's schema: every variable the server reads, with its rule
 * and its default, and the rules between variables. config.ts turns what it
 * parses into the Config the code uses; a value that does not parse is a
 * ConfigError, one line naming each variable in Spanish and English.
 */
import { isIP } from 'node:net';
import os from 'node:os';
import * as v from 'valibot';
import { DEFAULT_TIME_ZONE, isTimeZone } from '@crecer/domain/schedule';
import { StartupError } from './startup/failure';

/** TRUST_PROXY: a hop count ("1" = one proxy in front), or a list of trusted proxy addresses/CIDRs. */
export type TrustProxy = { hops: number } | { addresses: string[] } | null;

/** A rule's words for the failure line: Spanish, the site's language, then English. */
const says = (es: string, en: string) => `${es} / ${en}`;

/**
 * Unset and blank read alike: an absent variable enters as '' (an object
 * schema runs no pipe for a missing key unless its first schema has a default),
 * and a blank one leaves as undefined, for the setting's own default.
 */
const unsetOrBlank = v.pipe(
  v.optional(v.string(), ''),
  v.transform((value) => value.trim() || undefined),
);

/** A variable as the environment gives it: trimmed, and blank counted as unset (undefined). */
function setting<const TSchema extends v.GenericSchema<string, unknown>>(schema: TSchema) {
  return v.pipe(unsetOrBlank, v.optional(schema));
}

/** A variable with a default: `fallback` is parsed in its place, as if it had been set. */
function settingOr<const TSchema extends v.GenericSchema<string, unknown>>(
  schema: TSchema,
  fallback: string | (() => string),
) {
  return v.pipe(unsetOrBlank, v.optional(schema, fallback));
}

/** A whole number from `min` up to `max`. */
function count(min: number, max = Infinity) {
  const message =
    max < Infinity
      ? says(`debe ser un número entero entre ${min} y ${max}`, `must be a whole number between ${min} and ${max}`)
      : min === 0
        ? says('debe ser un número entero no negativo', 'must be a non-negative integer')
        : says(`debe ser un número entero de al menos ${min}`, `must be a whole number of at least ${min}`);
  return v.pipe(
    v.string(),
    v.transform(Number),
    v.number(message),
    v.integer(message),
    v.minValue(min, message),
    v.maxValue(max, message),
  );
}

/** true/false, or 1/0, in any case. */
const flag = v.pipe(
  v.string(),
  v.toLowerCase(),
  v.picklist(['true', '1', 'false', '0'], says('debe ser "true" o "false"', 'must be "true" or "false"')),
  v.transform((value) => value === 'true' || value === '1'),
);

const text = v.string();

/** Base URLs are joined with paths, so a trailing slash is dropped. */
const baseUrl = v.pipe(
  v.string(),
  v.transform((url) => url.replace(/\/+$/, '')),
);

/** An IP address, a CIDR, or one of proxy-addr's names (loopback, linklocal, uniquelocal). */
function isTrustableAddress(text: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(text)) return true;
  const [ip, bits, ...rest] = text.split('/');
  if (rest.length > 0 || !ip || isIP(ip) === 0) return false;
  return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (isIP(ip) === 4 ? 32 : 128));
}

/** Parsed once at start, so a typo stops the server instead of trusting the wrong hop; "0" or "false" trusts none. */
const trustProxy = v.pipe(
  v.string(),
  v.transform((value): TrustProxy | string[] => {
    if (value === '0' || value.toLowerCase() === 'false') return null;
    if (/^\d+$/.test(value)) return { hops: Number(value) };
    return value
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean);
  }),
  v.check(
    (value) => !Array.isArray(value) || value.every(isTrustableAddress),
    says(
      'debe ser una cantidad de proxies o una lista de direcciones/CIDR separadas por comas',
      'must be a hop count or a comma-separated list of addresses/CIDRs',
    ),
  ),
  v.transform((value): TrustProxy => (Array.isArray(value) ? { addresses: value } : value)),
);

/** A zone the platform knows, so a typo stops the start instead of shifting every schedule. */
const timeZone = v.pipe(
  v.string(),
  v.check(
    isTimeZone,
    says(
      `debe ser una zona horaria IANA como "${DEFAULT_TIME_ZONE}"`,
      `must be an IANA time zone such as "${DEFAULT_TIME_ZONE}"`,
    ),
  ),
);

/**
 * Why DATABASE_URL does not parse into user@host/database, if it does not. A
 * random password pasted unescaped into the URL (a `/`, `@`, `#` or `?` from
 * `openssl rand -base64`) makes postgres.js fail later with a bare "Invalid
 * URL" and the server restart forever, so it stops the start here instead.
 */
function databaseUrlProblem(url: string): [es: string, en: string] | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return ['no es una URL', 'not a URL'];
  }
  if (parsed.protocol !== 'postgres:' && parsed.protocol !== 'postgresql:')
    return [`esquema "${parsed.protocol}" en lugar de postgres:`, `scheme "${parsed.protocol}" instead of postgres:`];
  if (!parsed.hostname) return ['sin host', 'no host'];
  // The tell-tale of an unescaped `/` in the password: the rest of the
  // password and the host end up in the path.
  if (!/^(\/[^/@:]*)?$/.test(parsed.pathname))
    return ['el nombre de la base contiene "/", "@" o ":"', 'the database name contains "/", "@" or ":"'];
  return undefined;
}

function databaseUrlMessage([es, en]: [string, string]): string {
  return says(
    `no se puede interpretar (${es}): se espera postgres://USUARIO[:CONTRASEÑA]@HOST[:PUERTO]/BASE; ` +
      'codifique los caracteres especiales de la contraseña (/ como %2F, @ como %40, # como %23, ? como %3F) ' +
      'o déjela fuera de la URL y defina DATABASE_PASSWORD',
    `cannot be parsed (${en}): expected postgres://USER[:PASSWORD]@HOST[:PORT]/DATABASE; ` +
      'percent-encode special characters in the password (/ as %2F, @ as %40, # as %23, ? as %3F) ' +
      'or leave it out of the URL and set DATABASE_PASSWORD instead',
  );
}

const databaseUrl = v.pipe(
  v.string(),
  v.rawCheck(({ dataset, addIssue }) => {
    const problem = dataset.typed ? databaseUrlProblem(dataset.value) : undefined;
    if (problem) addIssue({ message: databaseUrlMessage(problem) });
  }),
);

/**
 * Every variable, with its rule and its default: unset, a variable without a
 * default is undefined, and loadConfig derives what depends on another one.
 */
const VARIABLES = {
  /** Taken as given, not trimmed: only the exact words production and test change anything. */
  NODE_ENV: v.optional(v.string(), 'development'),
  /** Set by vitest: counts as NODE_ENV=test. */
  VITEST: v.optional(v.string()),
  PORT: settingOr(count(0, 65_535), '4000'),
  HOST: settingOr(text, '0.0.0.0'),
  DATABASE_URL: setting(databaseUrl),
  DATABASE_PASSWORD: setting(text),
  DATA_DIR: settingOr(text, 'data'),
  /** Default: http://localhost:PORT. */
  PUBLIC_URL: setting(baseUrl),
  ADMIN_EMAIL: setting(text),
  ADMIN_PASSWORD: setting(text),
  /** Default: yes, but never in production. */
  DEMO_CONTENT: setting(flag),
  SMTP_URL: setting(text),
  CONTACT_TO: setting(text),
  CONTACT_FROM: setting(text),
  /** At least one a minute (0 would stop every send without saying so). */
  NEWSLETTER_PER_MINUTE: settingOr(count(1, 1000), '60'),
  /** At least one an hour (0 would silently turn the subscribe box off). */
  NEWSLETTER_CONFIRMATIONS_PER_HOUR: settingOr(count(1, 10_000), '100'),
  STORAGE_DRIVER: settingOr(
    v.picklist(['local', 's3'], says('debe ser "local" o "s3"', 'must be "local" or "s3"')),
    'local',
  ),
  S3_ENDPOINT: setting(text),
  S3_BUCKET: setting(text),
  S3_REGION: settingOr(text, 'us-east-1'),
  S3_ACCESS_KEY_ID: setting(text),
  S3_SECRET_ACCESS_KEY: setting(text),
  BACKUP_INTERVAL_HOURS: settingOr(count(0), '24'),
  BACKUP_KEEP: settingOr(count(1), '14'),
  BACKUP_DIR: setting(text),
  BACKUP_S3: settingOr(flag, 'false'),
  MERCADOPAGO_ACCESS_TOKEN: setting(text),
  MERCADOPAGO_WEBHOOK_SECRET: setting(text),
  MERCADOPAGO_API_URL: settingOr(baseUrl, 'https://api.mercadopago.com'),
  /** Unset: the secret stored in DATA_DIR (appSecret.ts), which bootstrap resolves before anything signs. */
  APP_SECRET: setting(text),
  TRUST_PROXY: setting(trustProxy),
  PAGE_CACHE_MB: settingOr(count(0), '64'),
  SSR_CONCURRENCY: settingOr(count(1), () => String(os.availableParallelism())),
  /** Default: 32 a render slot (SSR_CONCURRENCY); 0: nothing waits. */
  SSR_QUEUE: setting(count(0)),
  /** Default: info, silent under NODE_ENV=test. */
  LOG_LEVEL: setting(text),
  SITE_TIME_ZONE: settingOr(timeZone, DEFAULT_TIME_ZONE),
  /** Left as given: only "1" turns it on. */
  WEB_DEV: v.optional(v.string()),
};

/** The variables ENVIRONMENT reads (docs/configuration.md's table is checked against them). */
export const CONFIG_VARIABLES: readonly string[] = Object.keys(VARIABLES);

export type Settings = v.InferOutput<v.ObjectSchema<typeof VARIABLES, undefined>>;

/** The environment's schema: each variable on its own, then the rules between them. */
export const ENVIRONMENT = v.pipe(
  v.object(VARIABLES),
  v.forward(
    v.partialCheck(
      [['DATABASE_URL'], ['DATABASE_PASSWORD']],
      (input) => input.DATABASE_PASSWORD === undefined || input.DATABASE_URL !== undefined,
      says('está definida pero DATABASE_URL no', 'is set but DATABASE_URL is not'),
    ),
    ['DATABASE_PASSWORD'],
  ),
  v.forward(
    v.partialCheck(
      [['DATABASE_URL'], ['DATABASE_PASSWORD']],
      (input) =>
        input.DATABASE_URL === undefined ||
        input.DATABASE_PASSWORD === undefined ||
        !new URL(input.DATABASE_URL).password,
      databaseUrlMessage([
        'tiene contraseña y DATABASE_PASSWORD también está definida',
        'it has a password and DATABASE_PASSWORD is set too',
      ]),
    ),
    ['DATABASE_URL'],
  ),
  v.forward(
    v.partialCheck(
      [['BACKUP_S3'], ['S3_BUCKET']],
      (input) => !input.BACKUP_S3 || input.S3_BUCKET !== undefined,
      says(
        'en true necesita S3_BUCKET (y las demás S3_*)',
        'set to true needs S3_BUCKET (and the other S3_* settings)',
      ),
    ),
    ['BACKUP_S3'],
  ),
);

/** Variables whose values never go into a message: they hold passwords, keys or tokens. */
const NEVER_SHOWN = new Set([
  'DATABASE_URL',
  'DATABASE_PASSWORD',
  'ADMIN_PASSWORD',
  'SMTP_URL',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'MERCADOPAGO_ACCESS_TOKEN',
  'MERCADOPAGO_WEBHOOK_SECRET',
  'APP_SECRET',
]);

/** Settings that stop the start: one line, shown as it is, naming each variable that failed once. */
export class ConfigError extends StartupError {
  constructor(issues: readonly v.BaseIssue<unknown>[], env: NodeJS.ProcessEnv) {
    const byVariable = new Map<string, string>();
    for (const issue of issues) {
      const name = v.getDotPath(issue) ?? '';
      if (byVariable.has(name)) continue;
      const value = env[name]?.trim();
      const shown = value && !NEVER_SHOWN.has(name) ? ` (valor / value: "${value}")` : '';
      byVariable.set(name, `${name} ${issue.message}${shown}`);
    }
    super(`Configuración inválida / Invalid configuration: ${[...byVariable.values()].join('; ')}`);
    this.name = 'ConfigError';
  }
}
