/** The start-up line naming the migrations a run applied: all on a new database, the new ones on an upgrade, none on a restart. */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createScratchDatabase, TEST_DATABASES, type TestDatabaseKind } from '../../test/databases';
import { captureLogs, LEVELS } from '../../test/logCapture';
import { migrateUpTo } from '../../test/migrations';
import { ROOT_DIR } from '../config';
import { createDatabase } from './client';
import { logAppliedMigrations, migrateDatabase } from './migrate';

const TAGS = (
  JSON.parse(fs.readFileSync(path.join(ROOT_DIR, 'migrations', 'meta', '_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  }
).entries.map((entry) => entry.tag);

describe.each(TEST_DATABASES)('the migrations a start applied, on %s', (kind: TestDatabaseKind) => {
  it('names the new ones on an upgrade and none on a restart, and logs them', async () => {
    const scratch = kind === 'postgres' ? await createScratchDatabase() : undefined;
    const handle = await createDatabase({ databaseUrl: scratch?.url, pgliteDir: 'memory://' });
    const logs = captureLogs();
    try {
      const from = TAGS.length - 2;
      await migrateUpTo(handle, scratch?.url, TAGS[from]!);
      const upgrade = await migrateDatabase(handle, ROOT_DIR, scratch?.url, async (applied) =>
        logAppliedMigrations(logs.logger, applied),
      );
      expect(upgrade).toEqual(TAGS.slice(from));
      const restart = await migrateDatabase(handle, ROOT_DIR, scratch?.url, async (applied) =>
        logAppliedMigrations(logs.logger, applied),
      );
      expect(restart).toEqual([]);
      expect(logs.lines.map(({ level, migrations }) => ({ level, migrations }))).toEqual([
        { level: LEVELS.info, migrations: TAGS.slice(from) },
        { level: LEVELS.info, migrations: [] },
      ]);
    } finally {
      await handle.close();
      await scratch?.drop();
    }
  });

  it('names every migration on a new database', async () => {
    const scratch = kind === 'postgres' ? await createScratchDatabase() : undefined;
    const handle = await createDatabase({ databaseUrl: scratch?.url, pgliteDir: 'memory://' });
    try {
      expect(await migrateDatabase(handle, ROOT_DIR, scratch?.url)).toEqual(TAGS);
    } finally {
      await handle.close();
      await scratch?.drop();
    }
  });
});
