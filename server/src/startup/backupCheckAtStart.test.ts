/**
 * A server whose backup folder cannot be written says so in one line when its
 * background work starts, and starts all the same: the site keeps serving,
 * and each scheduled run is then recorded as failed on the dashboard.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { createTestApp } from '../../test/harness';
import { captureLogs, LEVELS } from '../../test/logCapture';

it('says in one error line what is wrong with BACKUP_DIR, and the workers start anyway', async () => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'cef-backup-at-start-'));
  const file = path.join(tmp, 'not-a-folder');
  fs.writeFileSync(file, 'x');
  const logs = captureLogs('info');
  const app = await createTestApp('pglite', {
    seed: false,
    logger: logs.logger,
    config: {
      backup: { intervalHours: 24, keep: 3, dir: path.join(file, 'backups'), s3: false },
    },
  });
  try {
    await app.runtime.startWorkers();
    const errors = logs.lines.filter((line) => line.level === LEVELS.error);
    expect(errors.map((line) => line.msg)).toEqual([expect.stringMatching(/^Scheduled backups cannot be written: /)]);
    expect(errors[0]!.msg).not.toContain('\n');
    expect(errors[0]!.msg).toContain(path.join(file, 'backups'));
  } finally {
    await app.close();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
});
