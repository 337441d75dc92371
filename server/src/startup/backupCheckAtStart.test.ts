/**
 * A server whose backup folder cannot be written says so in one line when its
 * background work starts, and starts all the same: the site keeps serving,
 * and each scheduled run is then recorded as failed on the dashboard.
 */
import fs from 'node:fs';
import net from 'node:net';
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

it('tries the off-site bucket too (BACKUP_S3=true) and says in one error line why it cannot be reached', async () => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'cef-backup-s3-at-start-'));
  // Nothing listens there: the S3 client is refused at once.
  const closed = net.createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  const endpoint = `http://127.0.0.1:${(closed.address() as net.AddressInfo).port}`;
  await new Promise((resolve) => closed.close(resolve));
  const logs = captureLogs('info');
  const app = await createTestApp('pglite', {
    seed: false,
    logger: logs.logger,
    config: {
      backup: { intervalHours: 24, keep: 3, dir: tmp, s3: true },
      s3: { endpoint, bucket: 'crecer', region: 'us-east-1', accessKeyId: 'k', secretAccessKey: 's' },
    },
  });
  try {
    await app.runtime.startWorkers();
    const errors = () => logs.lines.filter((line) => line.level === LEVELS.error).map((line) => line.msg);
    await expect
      .poll(errors)
      .toEqual([expect.stringMatching(/^Off-site backup copies \(BACKUP_S3\) cannot be made: /)]);
    expect(errors()[0]).toContain('crecer');
    expect(errors()[0]).not.toContain('\n');
  } finally {
    await app.close();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
});
