/**
 * 'Importar CSV': the addresses of another platform's export become
 * subscribers, in one transaction (all of them or none).
 *
 * - `consented` (she ticked that these people agreed to receive her
 *   articles): each new address is added as confirmed, on the file's date when
 *   it gives one. No welcome e-mail: they know her already (welcome.ts).
 * - otherwise each is added as pending and gets the subscribe box's
 *   confirmation e-mail through confirmations.ts, under the same site-wide
 *   hourly ceiling: the first ones now, the rest at their place in later hours.
 *   Addresses for which no place is left are not added (NO_ROOM), so the same
 *   file imported again the next day adds them.
 *
 * Skipped, with the line and the reason: an invalid address, one repeated in
 * the file, one already in the list (whatever its status, which is never
 * changed), and one that unsubscribed before (unsubscribedAddresses.ts).
 * Reads and inserts go by batches of IMPORT_BATCH addresses, never one query
 * per line; only a pending address's confirmation costs a few queries of its
 * own, and the ceiling bounds how many those are.
 */
import type { FileUpload } from 'graphql-upload-minimal';
import { inArray } from 'drizzle-orm';
import { isDeliverableAddress } from '@crecer/domain/emailAddress';
import { newsletterEmailShapeError } from '@crecer/domain/newsletterRules';
import {
  SKIP_REASONS,
  SUBSCRIBER_IMPORT_LIMITS,
  SUBSCRIBER_IMPORT_MESSAGES,
  type SkipReason,
} from '@crecer/domain/subscriberImportRules';
import { newsletterSubscribers } from '../../db/schema';
import type { DbExecutor } from '../../db/client';
import type { AppServices } from '../appServices';
import { badInput } from '../shared/errors';
import { mailSettings } from '../mail';
import { readUpload } from '../media';
import { scheduleConfirmation } from './confirmations';
import { readSubscriberCsv, type ImportedLine } from './subscriberCsvImport';
import { unsubscribedAmong } from './unsubscribedAddresses';

/** Addresses per query: well under any database's limit on parameters. */
export const IMPORT_BATCH = 1000;

export interface SkippedLine {
  line: number;
  value: string;
  reason: SkipReason;
}

export interface SubscriberImportReportModel {
  added: number;
  /** Of the addresses added as pending, those whose confirmation e-mail waits for a later hour. */
  confirmationsLater: number;
  skipped: number;
  skippedByReason: { reason: SkipReason; count: number }[];
  /** The first SUBSCRIBER_IMPORT_LIMITS.listedSkips skipped lines, in the file's order. */
  skippedLines: SkippedLine[];
}

type ImportServices = Pick<AppServices, 'db' | 'config' | 'logger' | 'jobs' | 'mailer'>;

interface Candidate {
  line: number;
  value: string;
  email: string;
  date: Date | null;
}

function batches<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += IMPORT_BATCH) out.push(items.slice(i, i + IMPORT_BATCH));
  return out;
}

/** Invalid and repeated lines out; the rest, first occurrence of each address, in the file's order. */
function sortLines(
  lines: readonly ImportedLine[],
  skip: (line: ImportedLine, reason: SkipReason) => void,
): Candidate[] {
  const seen = new Set<string>();
  const candidates: Candidate[] = [];
  for (const line of lines) {
    const trimmed = line.email.trim();
    if (newsletterEmailShapeError(trimmed) !== null || !isDeliverableAddress(trimmed)) {
      skip(line, 'INVALID');
      continue;
    }
    if (line.optedOut) {
      skip(line, 'OPTED_OUT');
      continue;
    }
    const email = trimmed.toLowerCase();
    if (seen.has(email)) {
      skip(line, 'DUPLICATE');
      continue;
    }
    seen.add(email);
    candidates.push({ line: line.line, value: line.email, email, date: line.date });
  }
  return candidates;
}

async function existingAmong(db: DbExecutor, emails: string[]): Promise<Set<string>> {
  const rows = await db
    .select({ email: newsletterSubscribers.email })
    .from(newsletterSubscribers)
    .where(inArray(newsletterSubscribers.email, emails));
  return new Set(rows.map((row) => row.email));
}

/** Inserts the batch; returns the ids of the addresses it added (one may have subscribed meanwhile). */
async function insertBatch(db: DbExecutor, batch: Candidate[], consented: boolean): Promise<Map<string, number>> {
  const now = new Date();
  const rows = await db
    .insert(newsletterSubscribers)
    .values(
      batch.map((candidate) =>
        consented
          ? {
              email: candidate.email,
              status: 'confirmado' as const,
              createdAt: candidate.date ?? now,
              confirmedAt: candidate.date ?? now,
            }
          : // Pending from now: the confirmation link's week and the housekeeping count from created_at.
            { email: candidate.email },
      ),
    )
    .onConflictDoNothing({ target: newsletterSubscribers.email })
    .returning({ id: newsletterSubscribers.id, email: newsletterSubscribers.email });
  return new Map(rows.map((row) => [row.email, row.id]));
}

/**
 * Imports the uploaded CSV (subscriberCsvImport.ts reads it) and reports what
 * was added and what was skipped, line by line.
 */
export async function importSubscribers(
  services: ImportServices,
  upload: Promise<FileUpload>,
  consented: boolean,
): Promise<SubscriberImportReportModel> {
  const { db, config, logger } = services;
  if (!consented && !mailSettings(config)) throw badInput(SUBSCRIBER_IMPORT_MESSAGES.mailNotConfigured, 'consented');
  const { buffer } = await readUpload(
    upload,
    SUBSCRIBER_IMPORT_LIMITS.fileBytes,
    () => badInput(SUBSCRIBER_IMPORT_MESSAGES.tooBig, 'file'),
    'file',
  );
  const lines = readSubscriberCsv(buffer, config.siteTimeZone);

  const skipped: SkippedLine[] = [];
  const skip = (line: { line: number; value?: string; email?: string }, reason: SkipReason) =>
    skipped.push({ line: line.line, value: line.value ?? line.email ?? '', reason });
  const candidates = sortLines(lines, skip);

  const { added, later } = await db.transaction(async (tx) => {
    const fresh: Candidate[] = [];
    for (const batch of batches(candidates)) {
      const emails = batch.map((candidate) => candidate.email);
      const existing = await existingAmong(tx, emails);
      const unsubscribed = await unsubscribedAmong(
        tx,
        config.appSecret,
        emails.filter((email) => !existing.has(email)),
      );
      for (const candidate of batch) {
        if (existing.has(candidate.email)) skip(candidate, 'EXISTING');
        else if (unsubscribed.has(candidate.email)) skip(candidate, 'UNSUBSCRIBED');
        else fresh.push(candidate);
      }
    }
    const ids = new Map<string, number>();
    for (const batch of batches(fresh)) {
      const inserted = await insertBatch(tx, batch, consented);
      for (const candidate of batch) {
        const id = inserted.get(candidate.email);
        if (id === undefined) skip(candidate, 'EXISTING');
        else ids.set(candidate.email, id);
      }
    }
    if (consented) return { added: ids.size, later: 0 };
    return confirmImported(services, tx, fresh, ids, skip);
  });

  skipped.sort((a, b) => a.line - b.line);
  logger.info({ added, skipped: skipped.length, consented }, 'newsletter subscribers imported');
  return {
    added,
    confirmationsLater: later,
    skipped: skipped.length,
    skippedByReason: SKIP_REASONS.map((reason) => ({
      reason,
      count: skipped.filter((line) => line.reason === reason).length,
    })).filter((entry) => entry.count > 0),
    skippedLines: skipped.slice(0, SUBSCRIBER_IMPORT_LIMITS.listedSkips),
  };
}

/**
 * The pending addresses' confirmations, in the file's order, until the budget
 * has no place left: from there on the addresses are taken out again (NO_ROOM).
 */
async function confirmImported(
  services: ImportServices,
  tx: DbExecutor,
  fresh: Candidate[],
  ids: Map<string, number>,
  skip: (candidate: Candidate, reason: SkipReason) => void,
): Promise<{ added: number; later: number }> {
  let later = 0;
  const noRoom: number[] = [];
  for (const candidate of fresh) {
    const id = ids.get(candidate.email);
    if (id === undefined) continue;
    const outcome = noRoom.length > 0 ? 'none' : await scheduleConfirmation(services, tx, id, { imported: true });
    if (outcome === 'later') later += 1;
    if (outcome === 'none') {
      noRoom.push(id);
      skip(candidate, 'NO_ROOM');
    }
  }
  for (const batch of batches(noRoom))
    await tx.delete(newsletterSubscribers).where(inArray(newsletterSubscribers.id, batch));
  return { added: ids.size - noRoom.length, later };
}
