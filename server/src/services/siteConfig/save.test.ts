/**
 * Saving settings with a new picture is all or nothing: the picture's
 * media_assets row is written in the transaction of the settings it belongs
 * to, so a refused save leaves no row describing a file nothing shows, even
 * when the storage cannot remove the file again.
 */
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fileUpload, pngBytes } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/harness';
import { TEST_DATABASES } from '../../../test/databases';
import { mediaAssets, siteConfigurations } from '../../db/schema';
import { saveSiteConfiguration } from './save';

describe.each(TEST_DATABASES)('saving settings with a picture is one transaction on %s', (kind) => {
  let app: TestApp;
  const services = () => app.runtime.services;

  beforeAll(async () => {
    app = await createTestApp(kind, { seed: false });
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    await services().db.execute(sql`drop trigger if exists refuse_settings on site_configurations`);
  });
  afterAll(async () => {
    await app?.close();
  });

  /** The settings write fails after the picture was written and recorded. */
  async function refuseSettingsWrites() {
    await services().db.execute(sql`create or replace function refuse_settings() returns trigger language plpgsql
      as $$ begin raise exception 'settings refused'; end $$`);
    await services().db.execute(sql`create trigger refuse_settings before insert or update on site_configurations
      for each row execute function refuse_settings()`);
  }

  async function leftovers() {
    const { db, storage } = services();
    return {
      mediaAssets: (await db.select({ n: count() }).from(mediaAssets))[0]?.n,
      settings: await db.select().from(siteConfigurations).where(eq(siteConfigurations.configKey, 'site_og_image_url')),
      files: (await storage.list('siteassets')).sort(),
    };
  }

  const newShareImage = async () => [
    { key: 'site_og_image_url', image: fileUpload(await pngBytes(), 'compartir.png', 'image/png').promise },
  ];

  it('a refused save leaves no media asset and no file', async () => {
    const before = await leftovers();
    await refuseSettingsWrites();
    await expect(saveSiteConfiguration(services(), await newShareImage())).rejects.toThrow(
      /^Failed query: insert into "site_configurations"/,
    );
    expect(await leftovers()).toEqual(before);
  });

  it('a refused save leaves no media asset even when the storage cannot delete the new files', async () => {
    vi.spyOn(services().storage, 'delete').mockRejectedValue(new Error('storage unavailable'));
    const before = await leftovers();
    await refuseSettingsWrites();
    await expect(saveSiteConfiguration(services(), await newShareImage())).rejects.toThrow(
      /^Failed query: insert into "site_configurations"/,
    );
    expect({ ...(await leftovers()), files: [] }).toEqual({ ...before, files: [] });
  });

  it('a save that commits records the picture once and points the setting at it', async () => {
    const [entry] = await saveSiteConfiguration(services(), await newShareImage());
    const url = entry?.storedValue ?? '';
    expect(url).toMatch(/^\/storage\/siteassets\//);
    expect(await services().db.select().from(mediaAssets).where(eq(mediaAssets.url, url))).toHaveLength(1);
  });
});
