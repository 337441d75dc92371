/**
 * ADMIN_EMAIL/ADMIN_PASSWORD only create the account: a password the owner
 * changed (in the admin, or through an e-mailed reset link) survives every
 * restart, with the old ADMIN_PASSWORD still in the environment.
 */
import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { TEST_DATABASES } from '../../../test/databases';
import { restartableSitePerTest } from '../../../test/restartableSite';
import type { Runtime } from '../../bootstrap';
import { passwordResetTokens, users } from '../../db/schema';
import { changePassword } from './changePassword';
import { hashResetToken, resetPassword } from './passwordReset';
import { verifyPassword } from './passwords';
import { ensureAdminAccount } from './bootstrapAdmin';

const EMAIL = 'duena@example.com';
const ENV_PASSWORD = 'la-clave-del-env-123';
const NEW_PASSWORD = 'mi-clave-nueva-456';

describe.each(TEST_DATABASES)('the admin account across restarts on %s', (kind) => {
  const sites = restartableSitePerTest(kind);
  const start = () => sites.start({ seedWhenEmpty: false });
  /** The same call: starting stops the running instance first. */
  const restart = start;
  /** Which of the two passwords signs her in now. */
  const accepted = async (runtime: Runtime) => {
    const [row] = await runtime.services.db.select().from(users).where(eq(users.email, EMAIL));
    if (!row) throw new Error('no account');
    return {
      envPassword: await verifyPassword(row.passwordHash, ENV_PASSWORD),
      newPassword: await verifyPassword(row.passwordHash, NEW_PASSWORD),
    };
  };
  const owner = async (runtime: Runtime) => {
    const [row] = await runtime.services.db
      .select({ id: users.id, email: users.email, role: users.role })
      .from(users)
      .where(eq(users.email, EMAIL));
    if (!row) throw new Error('no account');
    return row;
  };

  it('keeps a password changed in the admin after a restart with ADMIN_PASSWORD set', async () => {
    await sites.open({ NODE_ENV: 'test' }, { adminEmail: EMAIL, adminPassword: ENV_PASSWORD });
    let runtime = await start();
    expect(await accepted(runtime)).toEqual({ envPassword: true, newPassword: false });

    await changePassword(runtime.services, await owner(runtime), {
      currentPassword: ENV_PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    runtime = await restart();
    expect(await accepted(runtime)).toEqual({ envPassword: false, newPassword: true });
    runtime = await restart();
    expect(await accepted(runtime)).toEqual({ envPassword: false, newPassword: true });
  });

  it('keeps a password set through a reset link after a restart with ADMIN_PASSWORD set', async () => {
    await sites.open({ NODE_ENV: 'test' }, { adminEmail: EMAIL, adminPassword: ENV_PASSWORD });
    let runtime = await start();
    const { id } = await owner(runtime);
    // The link's token as requestPasswordReset stores it (only its hash is kept).
    const token = 'un-token-de-prueba-de-cuarenta-y-tres-caracteres';
    await runtime.services.db
      .insert(passwordResetTokens)
      .values({ tokenHash: hashResetToken(token), userId: id, expiresAt: new Date(Date.now() + 10 * 60_000) });
    await resetPassword(runtime.services, token, NEW_PASSWORD, '127.0.0.1');

    runtime = await restart();
    expect(await accepted(runtime)).toEqual({ envPassword: false, newPassword: true });
  });

  it('creates the account when it is missing and says so when it ignores ADMIN_PASSWORD', async () => {
    await sites.open({ NODE_ENV: 'test' }, { adminEmail: EMAIL, adminPassword: ENV_PASSWORD });
    const runtime = await start();
    const lines: { msg: string; email?: string; password?: unknown }[] = [];
    const logger = pino(
      { level: 'info' },
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          lines.push(JSON.parse(chunk.toString()));
          done();
        },
      }),
    );
    await ensureAdminAccount({ db: runtime.services.db, config: runtime.services.config, logger });
    expect(lines).toHaveLength(1);
    expect(lines[0]?.msg).toMatch(/already exists: ADMIN_PASSWORD is ignored.*reset-password/);
    expect(lines[0]?.email).toBe(EMAIL);
    expect(JSON.stringify(lines)).not.toContain(ENV_PASSWORD);

    // Deleted (say, by mistake): the next start creates it again from the environment.
    await runtime.services.db.delete(users).where(eq(users.email, EMAIL));
    lines.length = 0;
    await ensureAdminAccount({ db: runtime.services.db, config: runtime.services.config, logger });
    expect(lines[0]?.msg).toBe('admin account created from ADMIN_EMAIL and ADMIN_PASSWORD');
    expect(await accepted(runtime)).toEqual({ envPassword: true, newPassword: false });
    expect((await owner(runtime)).role).toBe('admin');
  });
});
