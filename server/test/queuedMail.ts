/** A queued e-mail's body as it will be sent: outgoing_emails keeps bodies sealed at rest (mail/sealedBodies.ts). */
import { mailBodyKey, openBody } from '../src/services/mail';

export function openedBody(config: { appSecret: string }, body: string | null | undefined): string {
  return body ? openBody(mailBodyKey(config.appSecret), body) : '';
}
