/**
 * Contact form submissions. The message is stored first (nothing is lost);
 * the contact-mail job e-mails it with retries (contactJobs.ts).
 */
import { contactMessages } from '../../db/schema';
import type { AppServices } from '../appServices';
import { tooManyRequests } from '../shared/errors';
import { addressKey, hitThrottles, logRefusal, type ThrottleRule } from '../visitors';
import { queueContactMail } from './contactJobs';
import { validateContactInput, type ContactInput } from './validation';

const HOUR = 60 * 60;
export const CONTACT_PER_VISITOR: ThrottleRule = { bucket: 'contact:visitor', limit: 5, windowSeconds: HOUR };
// Looser per address: a school or office may share one IP.
export const CONTACT_PER_IP: ThrottleRule = { bucket: 'contact:ip', limit: 10, windowSeconds: HOUR };

export const CONTACT_THROTTLED_MESSAGE =
  'Has enviado demasiados mensajes en poco tiempo. Por favor, espera una hora e inténtalo de nuevo.';

export interface ContactSubmission extends ContactInput {
  /** Honeypot field, hidden from people; bots fill it in. */
  website?: string | null;
  visitor: string;
  ip: string;
}

/** Validates, throttles and stores one message. Returns true (also for the honeypot, so bots learn nothing). */
export async function submitContactMessage(
  services: Pick<AppServices, 'db' | 'config' | 'logger' | 'jobs' | 'mailer'>,
  submission: ContactSubmission,
): Promise<true> {
  if (submission.website?.trim()) {
    services.logger.info({ ip: submission.ip }, 'contact honeypot filled; message dropped');
    return true;
  }
  const input = validateContactInput(submission);
  const [visitorOk, ipOk] = await hitThrottles(services.db, [
    [CONTACT_PER_VISITOR, submission.visitor],
    [CONTACT_PER_IP, addressKey(submission.ip)],
  ]);
  if (!visitorOk || !ipOk) {
    logRefusal(services.logger, visitorOk ? CONTACT_PER_IP : CONTACT_PER_VISITOR, {
      client: submission.ip,
      visitor: submission.visitor,
    });
    throw tooManyRequests(CONTACT_THROTTLED_MESSAGE);
  }

  const mailOn = services.mailer.settings !== null;
  await services.db.transaction(async (tx) => {
    const [message] = await tx
      .insert(contactMessages)
      .values({ ...input, deliveryStatus: mailOn ? 'pending' : 'not_configured' })
      .returning({ id: contactMessages.id });
    if (mailOn && message) await queueContactMail(services, tx, message.id);
  });
  return true;
}
