/** The dashboard's words about the scheduled jobs (ScheduledJobsCard, FailedJobsAlert), kept apart so they are tested alone. */
import type { JobRunStatus } from '../gql/graphql';
import { formatBackupTime } from './backupStatusText';

export interface JobStatusBadge {
  label: string;
  color: string;
}

/** The badge beside 'Última ejecución'; a job that never ran has no status yet. */
export function jobStatusBadge(status: JobRunStatus | null | undefined): JobStatusBadge {
  switch (status) {
    case 'SUCCEEDED':
      return { label: 'Correcta', color: 'teal' };
    case 'FAILED':
      return { label: 'Falló', color: 'red' };
    case 'RUNNING':
      return { label: 'En curso', color: 'blue' };
    default:
      return { label: 'Nunca se ejecutó', color: 'gray' };
  }
}

/** 'Última ejecución: 2 mar 2031, 3:00 a. m.', or the bare label when it never ran (the badge says so). */
export function lastRunText(startedAt: string | null | undefined, finishedAt: string | null | undefined): string {
  const at = startedAt ?? finishedAt;
  return at ? `Última ejecución: ${formatBackupTime(at)}` : 'Última ejecución:';
}

export function nextRunText(nextRunAt: string | null | undefined): string {
  return `Próxima: ${nextRunAt ? formatBackupTime(nextRunAt) : 'sin programar'}`;
}

/** Why the last run failed. */
export function failureReason(lastError: string | null | undefined): string {
  return `Motivo: ${lastError?.trim() || 'sin detalle'}`;
}

/** 'Falló 3 veces seguidas.' once more than one run in a row failed; null for a single failure. */
export function repeatedFailures(failuresInRow: number): string | null {
  return failuresInRow > 1 ? `Falló ${failuresInRow} veces seguidas.` : null;
}

export const FAILED_JOBS_TITLE = 'Una tarea programada falló';

const labelList = new Intl.ListFormat('es', { style: 'long', type: 'conjunction' });

/** The warning's text: which jobs failed, and that nothing needs doing right away. */
export function failedJobsMessage(labels: readonly string[]): string {
  const quoted = labelList.format(labels.map((label) => `«${label}»`));
  return labels.length === 1
    ? `Falló ${quoted}. El sitio sigue funcionando y la tarea se volverá a intentar sola.`
    : `Fallaron ${quoted}. El sitio sigue funcionando y las tareas se volverán a intentar solas.`;
}
