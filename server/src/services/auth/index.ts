/**
 * Sign-in, sessions, accounts, password changes and resets. The service's public entry: other code imports it
 * through this file only (serviceZones() in eslint.config.js).
 */
export { generatePassword, upsertUser } from './accounts';
export { ensureAdminAccount } from './bootstrapAdmin';
export { isGuessablePassword } from './guessablePasswords';
export { changePassword, PASSWORD_CHANGE_FAILURES } from './changePassword';
export {
  authenticate,
  KNOWN_ADDRESS_DAYS,
  LOGIN_CEILING_NOTICE,
  LOGIN_FAILED_MESSAGE,
  LOGIN_PER_ACCOUNT,
  LOGIN_PER_ACCOUNT_AND_ADDRESS,
  LOGIN_PER_ADDRESS,
  LOGIN_THROTTLED_MESSAGE,
} from './login';
export { requestPasswordReset, RESET_PER_ACCOUNT, RESET_PER_ADDRESS, resetPassword } from './passwordReset';
export type { SessionUser } from './sessionUser';
export { createSessionStore, SESSION_COOKIE, SESSION_DAYS } from './sessions';
