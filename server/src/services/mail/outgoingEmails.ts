/** Queues an e-mail for the outbox (mail/outbox.ts), which sends it within seconds and retries if SMTP is down. */
import { outgoingEmails } from '../../db/schema';
import type { DbExecutor } from '../../db/client';

export interface QueuedEmail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Not sent after this moment (the link it carries has stopped working). */
  expiresAt?: Date;
}

export async function queueEmail(db: DbExecutor, email: QueuedEmail): Promise<void> {
  await db.insert(outgoingEmails).values({
    toAddress: email.to,
    subject: email.subject,
    textBody: email.text,
    htmlBody: email.html,
    expiresAt: email.expiresAt ?? null,
  });
}
