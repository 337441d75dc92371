/**
 * Saves site configuration: only entries whose value changed are written, all
 * in one transaction with the new images' media_assets rows (media/writtenFiles.ts):
 * the image files are written to storage first, removed again only if that
 * transaction fails, and the files they replace are deleted once it committed.
 */
import type { FileUpload } from 'graphql-upload-minimal';
import { inArray, sql } from 'drizzle-orm';
import { siteConfigurations } from '../../db/schema';
import type { AppServices } from '../appServices';
import { badInput } from '../shared/errors';
import { asteriskBold, sanitizeInlineHtml } from '../content';
import {
  deleteStoredFile,
  writeImage,
  receiveUpload,
  discardWrittenFiles,
  recordWrittenFiles,
  type WrittenFile,
} from '../media';
import { findConfigKey } from '@crecer/domain/siteConfig';
import { configValueProblem } from '@crecer/domain/siteConfigRules';
import { readAdminConfig, type AdminEntry } from './effective';

export interface ConfigChange {
  key: string;
  value?: string | null;
  image?: Promise<FileUpload> | null;
}

/** Texts that may carry bold (About Me): '*así*' becomes <strong>, then the HTML is sanitized like an article's. */
const HTML_KEYS = /^about_me_(paragraph\d|highlight_paragraph|subtitle|focus_item\d_desc)$/;

function imagePrefix(key: string): string {
  return key === 'about_me_image_url' ? 'about_me_profile_' : `site_asset_${key}_`;
}

export async function saveSiteConfiguration(services: AppServices, changes: ConfigChange[]): Promise<AdminEntry[]> {
  const keys = [...new Set(changes.map((c) => c.key))];
  for (const change of changes) {
    const definition = findConfigKey(change.key);
    if (!definition) throw badInput(`La clave de configuración "${change.key}" no existe.`, change.key);
    if (change.image && definition.kind !== 'image') throw badInput('Este campo no admite imágenes.', change.key);
  }
  const stored = new Map(
    keys.length === 0
      ? []
      : (await services.db.select().from(siteConfigurations).where(inArray(siteConfigurations.configKey, keys))).map(
          (r) => [r.configKey, r],
        ),
  );
  for (const change of changes) {
    const value = change.value ?? null;
    // An image's own stored address comes back unchanged with the rest of the form.
    if (change.image || value === (stored.get(change.key)?.configValue ?? null)) continue;
    const problem = configValueProblem(findConfigKey(change.key)!, value);
    if (problem) throw badInput(problem, change.key);
  }
  // Receive every upload first: one bad file aborts the save before anything is stored.
  const files = await Promise.all(changes.map((c) => (c.image ? receiveUpload(c.image, 'image', c.key) : null)));
  const writes: { key: string; value: string | null; description: string; old: string | null }[] = [];
  const written: WrittenFile[] = [];
  try {
    for (const [index, change] of changes.entries()) {
      const definition = findConfigKey(change.key)!;
      const file = files[index];
      let value = change.value ?? null;
      if (file) {
        const image = await writeImage(services.storage, 'siteassets', imagePrefix(change.key), file);
        written.push(image);
        value = image.location;
      } else if (value !== null && HTML_KEYS.test(change.key)) {
        value = sanitizeInlineHtml(asteriskBold(value));
      }
      const old = stored.get(change.key)?.configValue ?? null;
      if (!file && value === old && stored.has(change.key)) continue;
      writes.push({
        key: change.key,
        value,
        description: stored.get(change.key)?.description ?? definition.label,
        old,
      });
    }
    if (writes.length > 0) {
      await services.db.transaction(async (tx) => {
        await recordWrittenFiles(tx, written);
        for (const write of writes) {
          await tx
            .insert(siteConfigurations)
            .values({ configKey: write.key, configValue: write.value, description: write.description })
            .onConflictDoUpdate({
              target: siteConfigurations.configKey,
              set: { configValue: write.value, updatedAt: sql`now()` },
            });
        }
      });
    }
  } catch (error) {
    await discardWrittenFiles(services.storage, services.logger, written);
    throw error;
  }
  for (const write of writes) {
    if (findConfigKey(write.key)?.kind === 'image' && write.old && write.old !== write.value) {
      await deleteStoredFile(services.db, services.storage, services.logger, write.old);
    }
  }
  return readAdminConfig(services.db, keys.length > 0 ? keys : null);
}
