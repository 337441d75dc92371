import type { AppServices } from '../appServices';
import { countUsers, createUserIfMissing, generatePassword, upsertUser } from './accounts';

export const DEMO_ADMIN_EMAIL = 'admin@crecerenfamilia.local';

/**
 * ADMIN_EMAIL/ADMIN_PASSWORD create the admin account when it does not exist, and
 * nothing more: once it exists the password is hers (changed in the admin or through
 * a reset link) and a restart never puts the one from the environment back, which
 * would undo a change made after a leak. A deliberate reset is the CLI's
 * `reset-password`. With neither set, outside production, an empty users table gets
 * a demo admin whose generated password is printed once.
 */
export async function ensureAdminAccount({
  db,
  config,
  logger,
}: Pick<AppServices, 'db' | 'config' | 'logger'>): Promise<void> {
  if (config.adminEmail && config.adminPassword) {
    const { created } = await createUserIfMissing(db, config.adminEmail, config.adminPassword, 'admin');
    if (created) logger.info({ email: config.adminEmail }, 'admin account created from ADMIN_EMAIL and ADMIN_PASSWORD');
    else
      logger.info(
        { email: config.adminEmail },
        'admin account already exists: ADMIN_PASSWORD is ignored (it only creates the account); ' +
          'to reset the password run the CLI: reset-password EMAIL',
      );
    return;
  }
  if (config.adminEmail || config.adminPassword) {
    logger.warn('ADMIN_EMAIL and ADMIN_PASSWORD must be set together; ignoring them');
  }
  if (config.isProduction || config.isTest || (await countUsers(db)) > 0) return;
  const password = generatePassword();
  await upsertUser(db, DEMO_ADMIN_EMAIL, password, 'admin');
  // Printed on stdout (not only the JSON log) so a newcomer sees it after `npm start`.
  console.log(
    `\n  Demo admin created: ${DEMO_ADMIN_EMAIL} / ${password}\n  (shown only once; reset with: npm run admin -- reset-password ${DEMO_ADMIN_EMAIL})\n`,
  );
}
