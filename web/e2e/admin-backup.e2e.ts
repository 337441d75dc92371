import fs from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useBrowser } from './browser';
import { openAdminSession, type AdminSession } from './admin-helpers';
import { currentLane } from './lane';

/** "Descargar copia de seguridad" on the dashboard: the owner's backup without a terminal. */
describe('admin backup download', () => {
  const browser = useBrowser();
  let admin: AdminSession;
  const baseUrl = currentLane().baseUrl;

  beforeAll(async () => {
    admin = await openAdminSession(browser(), baseUrl);
  });
  afterAll(async () => {
    await admin?.context.close();
  });

  it('downloads one archive with the database and the stored files', async () => {
    const { page } = admin;
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Descargar copia de seguridad' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^crecer-backup-.+\.tar\.gz$/);
    const tar = gunzipSync(fs.readFileSync(await download.path())).toString('latin1');
    for (const name of ['db/articles.jsonl', 'db/guides.jsonl', 'db/site_configurations.jsonl', 'manifest.json'])
      expect(tar).toContain(name);
    expect(tar).toMatch(/storage\/articleimages\//);
    expect(tar).toMatch(/storage\/guidepdfs\//);
    expect(admin.errors).toEqual([]);
  });

  it('refuses the archive to a visitor who is not signed in', async () => {
    const response = await fetch(`${baseUrl}/download/admin/backup`);
    expect(response.status).toBe(401);
  });
});
