import type { MutationResolvers } from '../../__generated__/resolvers-types';
import { changePassword, authenticate, requestPasswordReset, resetPassword } from '../../services/auth';
import { unauthenticated } from '../../services/shared/errors';

/** Sign-in, sign-out and passwords: public mutations (see the directive's allowlist) but changePassword. */
export const AuthMutation: MutationResolvers = {
  async login(_root, { email, password }, context) {
    const user = await authenticate(context, email, password, context.ip);
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
  async requestPasswordReset(_root, { email }, context) {
    await requestPasswordReset(context, email, context.ip);
    return true;
  },
  async resetPassword(_root, { token, newPassword }, context) {
    await resetPassword(context, token, newPassword, context.ip);
    // This browser's session, if any, ended with the others.
    context.setCookie(context.sessions.blankCookie());
    return true;
  },
  async changePassword(_root, args, context) {
    if (!context.user) throw unauthenticated();
    context.setCookie(await changePassword(context, context.user, args));
    return true;
  },
};
