/**
 * Sends one queued e-mail row, at most once. Two tables hold e-mails with the
 * same delivery columns (contact_messages for the owner's inbox, outgoing_emails
 * for mail the site sends someone); the feature that owns the table passes it
 * here with the way to compose the e-mail, so this module knows no feature.
 *
 * A row goes pending → sending (claimed in one statement, so two workers never
 * both take it) → sent | failed. A row found 'sending' belongs to an attempt
 * cut off by a crash: it may have reached the mail server, so it is recorded
 * as failed and never sent again. A refusal puts the row back to pending and
 * rethrows, so the job system retries it by its queue's policy; the last
 * attempt's refusal is final.
 */
import { sql, type SQL } from 'drizzle-orm';
import type Mail from 'nodemailer/lib/mailer';
import { executeRows, type DbExecutor } from '../../db/client';
import type { AttemptInfo } from '../../jobs/jobQueue';
import { errorText } from './withoutAddresses';
import type { MailTransport } from './transport';

export interface MailTable {
  name: 'contact_messages' | 'outgoing_emails';
  /** Columns that may hold a credential: blanked once the row is sent or given up. */
  scrub: readonly string[];
  /** Rows carry expires_at, after which they are given up unsent (a reset link that stopped working). */
  expires: boolean;
}

/** A claimed row as the database returns it (snake_case columns). */
export type QueuedMailRow = { id: number; attempts: number; expires_at?: Date | string | null } & Record<
  string,
  unknown
>;

export type RowOutcome = 'sent' | 'failed' | 'skipped';

/** Stored as the row's last error, which the admin shows her ('Último error'): Spanish. */
export const INTERRUPTED_ERROR =
  'Interrumpido mientras se enviaba: no se volvió a enviar, para no mandarlo dos veces. Puedes reintentarlo.';
/** The same, for a row that could not go because no e-mail server is set up. */
export const MAIL_NOT_CONFIGURED_ERROR = 'El correo no está configurado (SMTP_URL).';

function statements(table: MailTable) {
  const name = sql.identifier(table.name);
  const scrub = sql.join(
    table.scrub.map((column) => sql`, ${sql.identifier(column)} = ''`),
    sql``,
  );
  const finish = (set: SQL, id: number) => sql`UPDATE ${name} SET ${set}${scrub} WHERE id = ${id}`;
  return {
    claim: (id: number) =>
      sql`UPDATE ${name} SET delivery_status = 'sending', attempts = attempts + 1, next_attempt_at = now()
          WHERE id = ${id} AND delivery_status = 'pending' RETURNING *`,
    interrupted: (id: number) =>
      sql`UPDATE ${name} SET delivery_status = 'failed', last_error = ${INTERRUPTED_ERROR}${scrub}
          WHERE id = ${id} AND delivery_status = 'sending' RETURNING id`,
    sent: (id: number) => finish(sql`delivery_status = 'sent', sent_at = now(), last_error = NULL`, id),
    failed: (id: number, error: string) => finish(sql`delivery_status = 'failed', last_error = ${error}`, id),
    retry: (id: number, error: string) =>
      sql`UPDATE ${name} SET delivery_status = 'pending', last_error = ${error} WHERE id = ${id}`,
  };
}

export async function deliverRow(
  db: DbExecutor,
  table: MailTable,
  id: number,
  attempt: AttemptInfo,
  send: (row: QueuedMailRow) => Promise<unknown>,
): Promise<RowOutcome> {
  const statement = statements(table);
  const [row] = await executeRows<QueuedMailRow>(db, statement.claim(id));
  if (!row) {
    const interrupted = await executeRows(db, statement.interrupted(id));
    return interrupted.length > 0 ? 'failed' : 'skipped';
  }
  if (table.expires && row.expires_at && new Date(row.expires_at).getTime() <= Date.now()) {
    await db.execute(statement.failed(id, 'expired before it could be sent'));
    return 'failed';
  }
  try {
    await send(row);
  } catch (error) {
    const message = errorText(error);
    if (attempt.isLastAttempt) {
      await db.execute(statement.failed(id, message));
      return 'failed';
    }
    await db.execute(statement.retry(id, message));
    throw new Error(message);
  }
  await db.execute(statement.sent(id));
  return 'sent';
}

/** Sends through `transport`, composing the e-mail from the claimed row. */
export function sendComposed(transport: () => MailTransport, compose: (row: QueuedMailRow) => Mail.Options) {
  return (row: QueuedMailRow) => transport().sendMail(compose(row));
}
