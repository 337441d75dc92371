/** Where contact e-mail goes, from configuration; null when delivery is not set up. */
import type { Config } from '../../config';

export interface MailSettings {
  smtpUrl: string;
  to: string;
  from: string;
}

/**
 * SMTP_URL is required. The recipient falls back to the admin's address and
 * the sender to the recipient, so one variable plus ADMIN_EMAIL is enough.
 */
export function mailSettings(config: Config): MailSettings | null {
  const to = config.contactTo ?? config.adminEmail;
  if (!config.smtpUrl || !to) return null;
  return { smtpUrl: config.smtpUrl, to, from: config.contactFrom ?? to };
}
