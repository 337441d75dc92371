/**
 * The e-mail the owner gets when a scheduled job (a backup, publishing,
 * housekeeping) starts failing: once per failure streak, urgent, so it is not
 * queued behind bulk mail. The dashboard shows the same warning until a run
 * succeeds.
 */
import { jobLabel } from '../../jobs/jobLabels';
import type { AppServices } from '../appServices';
import { escapeHtml } from './transport';
import { queueEmail } from './outgoingEmails';

export async function alertOwnerOfFailedJob(
  services: Pick<AppServices, 'db' | 'jobs' | 'mailer' | 'config'>,
  queue: string,
  error: string,
): Promise<void> {
  const to = services.config.contactTo ?? services.config.adminEmail;
  if (!to || !services.mailer.settings) return;
  const label = jobLabel(queue);
  const paragraphs = [
    `La tarea «${label}» falló en ${services.config.publicUrl}.`,
    `Motivo: ${error}`,
    'El sitio sigue funcionando y la tarea se volverá a intentar sola. En el panel de administración, el inicio muestra su estado hasta que vuelva a funcionar.',
  ];
  await queueEmail(services, services.db, {
    to,
    subject: `Aviso: falló la tarea «${label}»`,
    text: paragraphs.join('\n\n'),
    html: paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n'),
  });
}
