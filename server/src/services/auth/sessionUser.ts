import type { UserRoleValue } from '../../db/schema';

/** The signed-in user as the rest of the server sees it (no password hash). */
export interface SessionUser {
  id: string;
  email: string;
  role: UserRoleValue;
}
