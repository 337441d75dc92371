import type { MutationResolvers } from '../../__generated__/resolvers-types';
import { authenticate } from '../../services/auth/login';

/** Sign-in and sign-out: public mutations (see the directive's allowlist). */
export const AuthMutation: MutationResolvers = {
  async login(_root, { email, password }, context) {
    const user = await authenticate(context.db, email, password, context.ip);
    // A brand-new session id on every login (no fixation); the old session dies.
    if (context.sessionId) await context.sessions.invalidate(context.sessionId);
    const { cookie } = await context.sessions.create(user.id);
    context.setCookie(cookie);
    return user;
  },
  async logout(_root, _args, context) {
    if (context.sessionId) await context.sessions.invalidate(context.sessionId);
    context.setCookie(context.sessions.blankCookie());
    return true;
  },
};
