import type { AppServices } from '../types';
import { countUsers, generatePassword, upsertUser } from './accounts';

export const DEMO_ADMIN_EMAIL = 'admin@crecerenfamilia.local';

/**
 * ADMIN_EMAIL/ADMIN_PASSWORD create or update the admin at every start. With
 * neither set, outside production, an empty users table gets a demo admin whose
 * generated password is printed once.
 */
export async function ensureAdminAccount({
  db,
  config,
  logger,
}: Pick<AppServices, 'db' | 'config' | 'logger'>): Promise<void> {
  if (config.adminEmail && config.adminPassword) {
    const { created } = await upsertUser(db, config.adminEmail, config.adminPassword, 'admin');
    logger.info({ email: config.adminEmail, created }, 'admin account ensured from ADMIN_EMAIL');
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
