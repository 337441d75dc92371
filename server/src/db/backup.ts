/**
 * Backups for both databases:
 *   npm run db:backup  [-- FILE]   Postgres: pg_dump custom format; PGlite: its data directory as .tar.gz
 *   npm run db:restore -- FILE     the reverse (stop the app first)
 *   npm run db:export  [-- FILE]   every content and settings table as JSON (portable, human-readable)
 * Uploaded files live in DATA_DIR/storage (or S3): back that folder or bucket up alongside.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config';
import { createDatabase } from './client';
import { migrateDatabase } from './migrate';
import {
  articles,
  categories,
  contactMessages,
  gameQuestions,
  guides,
  mediaAssets,
  puzzleWords,
  ratings,
  siteConfigurations,
} from './schema';

const config = loadConfig();
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const pgliteDir = path.join(config.dataDir, 'pglite');

function run(command: string, args: string[]): void {
  const result = spawnSync(command, args, { stdio: 'inherit' });
  if (result.error) throw new Error(`${command} is not available: ${result.error.message}`);
  if (result.status !== 0) throw new Error(`${command} exited with ${result.status}`);
}

async function backup(file?: string): Promise<void> {
  if (config.databaseUrl) {
    const out = file ?? `backups/crecer-${stamp}.dump`;
    fs.mkdirSync(path.dirname(path.resolve(out)), { recursive: true });
    run('pg_dump', ['--format=custom', '--no-owner', `--file=${out}`, config.databaseUrl]);
    console.log(`Postgres backup written to ${out}`);
    return;
  }
  const out = file ?? `backups/crecer-pglite-${stamp}.tar.gz`;
  fs.mkdirSync(path.dirname(path.resolve(out)), { recursive: true });
  const { PGlite } = await import('@electric-sql/pglite');
  const { unaccent } = await import('@electric-sql/pglite/contrib/unaccent');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const db = await PGlite.create(pgliteDir, { extensions: { unaccent, pg_trgm } });
  const dump = await db.dumpDataDir('gzip');
  fs.writeFileSync(out, Buffer.from(await dump.arrayBuffer()));
  await db.close();
  console.log(`PGlite backup written to ${out}`);
}

async function restore(file?: string): Promise<void> {
  if (!file || !fs.existsSync(file)) throw new Error('Usage: npm run db:restore -- FILE');
  if (config.databaseUrl) {
    run('pg_restore', ['--clean', '--if-exists', '--no-owner', `--dbname=${config.databaseUrl}`, file]);
    console.log('Postgres restored.');
    return;
  }
  if (fs.existsSync(pgliteDir)) {
    const aside = `${pgliteDir}.before-restore-${stamp}`;
    fs.renameSync(pgliteDir, aside);
    console.log(`Previous PGlite data kept in ${aside}`);
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { unaccent } = await import('@electric-sql/pglite/contrib/unaccent');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const db = await PGlite.create(pgliteDir, {
    loadDataDir: new Blob([fs.readFileSync(file)]),
    extensions: { unaccent, pg_trgm },
  });
  await db.close();
  console.log('PGlite restored.');
}

async function exportJson(file?: string): Promise<void> {
  const handle = await createDatabase({ databaseUrl: config.databaseUrl, pgliteDir });
  try {
    await migrateDatabase(handle, config.rootDir, config.databaseUrl);
    const { db } = handle;
    const data = {
      exportedAt: new Date().toISOString(),
      categories: await db.select().from(categories),
      articles: await db.select().from(articles),
      guides: await db.select().from(guides),
      ratings: await db.select().from(ratings),
      gameQuestions: await db.select().from(gameQuestions),
      puzzleWords: await db.select().from(puzzleWords),
      siteConfigurations: await db.select().from(siteConfigurations),
      contactMessages: await db.select().from(contactMessages),
      mediaAssets: await db.select().from(mediaAssets),
    };
    const out = file ?? `backups/crecer-export-${stamp}.json`;
    fs.mkdirSync(path.dirname(path.resolve(out)), { recursive: true });
    fs.writeFileSync(out, JSON.stringify(data, null, 2));
    console.log(`Exported ${data.articles.length} articles and ${data.guides.length} guides to ${out}`);
  } finally {
    await handle.close();
  }
}

const [command, file] = process.argv.slice(2);
const commands: Record<string, (file?: string) => Promise<void>> = { backup, restore, export: exportJson };
const action = command ? commands[command] : undefined;
if (!action) {
  console.error('Commands: backup [FILE] | restore FILE | export [FILE]');
  process.exit(1);
}
action(file).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
