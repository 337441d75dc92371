/** `npm run admin -- create|reset-password EMAIL PASSWORD`: the operator cannot set a password her own screens refuse. */
import { afterAll, describe, expect, it } from 'vitest';
import { createRestartableSite, runAdminCli, type RestartableSite } from '../../test/restartableSite';

describe('the account commands', () => {
  let site: RestartableSite | undefined;
  afterAll(async () => {
    await site?.dispose();
  });

  it('refuses a guessable password in one line, and sets a phrase', async () => {
    site = await createRestartableSite('pglite', { NODE_ENV: 'development' });
    for (const command of ['create', 'reset-password']) {
      const refused = runAdminCli(site, [command, 'duena@example.com', 'Mariposa2024']);
      expect(refused.status).toBe(1);
      expect(refused.stdout).toBe('');
      expect(refused.stderr).toMatch(/^That password is among the first a guesser tries .*\n$/);
    }
    const set = runAdminCli(site, ['create', 'duena@example.com', 'el-mate-de-la-tarde']);
    expect(set.stderr).toBe('');
    expect(set.stdout).toBe('Created admin duena@example.com\n');
  });
});
