/**
 * Site configuration as the public site and the admin see it. Defaults live
 * in catalog.ts; a stored NULL (or a missing row) means "use the default".
 */
import { inArray } from 'drizzle-orm';
import { siteConfigurations } from '../../db/schema';
import type { DbExecutor } from '../../db/client';
import { keptRead, type PublicCacheStore, rootFieldTags } from '../publicCache';
import { CONFIG_KEYS, findConfigKey } from '@crecer/domain/siteConfig';

export interface EffectiveEntry {
  key: string;
  value: string | null;
}

export interface AdminEntry {
  key: string;
  storedValue: string | null;
  defaultValue: string | null;
  effectiveValue: string | null;
  description: string | null;
}

async function readStored(db: DbExecutor, keys: readonly string[] | null) {
  const query = db
    .select({
      key: siteConfigurations.configKey,
      value: siteConfigurations.configValue,
      description: siteConfigurations.description,
    })
    .from(siteConfigurations);
  const rows = keys ? await query.where(inArray(siteConfigurations.configKey, [...keys])) : await query;
  return new Map(rows.map((row) => [row.key, row]));
}

/** Known keys first (catalogue order), then any extra stored keys. */
function keyOrder(requested: readonly string[] | null, stored: Iterable<string>): string[] {
  if (requested) return [...new Set(requested)];
  const known = CONFIG_KEYS.map((k) => k.key);
  const extra = [...stored].filter((key) => !findConfigKey(key));
  return [...known, ...extra];
}

export async function readEffectiveConfig(db: DbExecutor, keys?: readonly string[] | null): Promise<EffectiveEntry[]> {
  const requested = keys && keys.length > 0 ? keys : null;
  const stored = await readStored(db, requested);
  return keyOrder(requested, stored.keys()).map((key) => ({
    key,
    value: stored.get(key)?.value ?? findConfigKey(key)?.defaultValue ?? null,
  }));
}

export async function readAdminConfig(db: DbExecutor, keys?: readonly string[] | null): Promise<AdminEntry[]> {
  const requested = keys && keys.length > 0 ? keys : null;
  const stored = await readStored(db, requested);
  return keyOrder(requested, stored.keys()).map((key) => {
    const definition = findConfigKey(key);
    const row = stored.get(key);
    const defaultValue = definition?.defaultValue ?? null;
    const storedValue = row?.value ?? null;
    return {
      key,
      storedValue,
      defaultValue,
      effectiveValue: storedValue ?? defaultValue,
      description: row?.description ?? definition?.label ?? null,
    };
  });
}

/** The effective configuration, by keys (all when none): what public pages read. */
export type PublicSiteConfig = (keys?: readonly string[] | null) => Promise<EffectiveEntry[]>;

const isPublic = (key: string) => !findConfigKey(key)?.adminOnly;

/**
 * The effective configuration as every public page reads it, kept in memory
 * between changes to site_configurations (publicCache/keptRead.ts): one query
 * fewer for each page rendered. The admin reads the table itself (readAdminConfig).
 * Admin-only keys (the welcome e-mail's) are left out, even when asked for.
 */
export function publicSiteConfig(db: DbExecutor, store: PublicCacheStore): PublicSiteConfig {
  const everyKey = keptRead(store, rootFieldTags('siteConfiguration', null), async () =>
    (await readEffectiveConfig(db)).filter((entry) => isPublic(entry.key)),
  );
  return async (keys) => {
    const entries = await everyKey();
    if (!keys || keys.length === 0) return entries;
    const byKey = new Map(entries.map((entry) => [entry.key, entry]));
    return [...new Set(keys)]
      .filter(isPublic)
      .map((key) => byKey.get(key) ?? { key, value: findConfigKey(key)?.defaultValue ?? null });
  };
}
