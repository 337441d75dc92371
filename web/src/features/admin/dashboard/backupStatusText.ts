/** The dashboard's sentences about the scheduled backups (BackupCard), kept apart so they are tested alone. */
import type { BackupHealth } from '../gql/graphql';

// Buenos Aires time, as the orders page shows it: the owner reads it as her own clock.
const dateTimeFormat = new Intl.DateTimeFormat('es-AR', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'America/Argentina/Buenos_Aires',
});

export function formatBackupTime(iso: string): string {
  return dateTimeFormat.format(new Date(iso));
}

const sizeFormat = new Intl.NumberFormat('es-AR', { maximumFractionDigits: 1 });

/** '812 bytes', '3,4 KB', '12,5 MB', '1,2 GB' (1024-based, as file managers show them). */
export function formatBackupSize(bytes: number): string {
  const units = ['KB', 'MB', 'GB', 'TB'];
  if (bytes < 1024) return `${bytes} bytes`;
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${sizeFormat.format(value)} ${units[unit]}`;
}

/** 'cada día', 'cada 2 días', 'cada hora', 'cada 6 horas'. */
export function intervalLabel(hours: number): string {
  if (hours % 24 === 0) return hours === 24 ? 'cada día' : `cada ${hours / 24} días`;
  return hours === 1 ? 'cada hora' : `cada ${hours} horas`;
}

/** The schedule in one sentence. */
export function scheduleSentence(intervalHours: number, keep: number): string {
  if (intervalHours <= 0) return 'Las copias automáticas están desactivadas (BACKUP_INTERVAL_HOURS=0).';
  const kept = keep === 1 ? 'se conserva la última' : `se conservan las últimas ${keep}`;
  return `Se hace una copia automática ${intervalLabel(intervalHours)} y ${kept}.`;
}

export interface BackupWarning {
  title: string;
  message: string;
}

const ASK_FOR_HELP = 'Si sigue así, descarga una copia con el botón de abajo y avisa a quien administra el servidor.';

/**
 * The warning the dashboard shows, or null when there is nothing to worry about.
 * Times are never at the end of a sentence: 'es-AR' writes them ending in 'a. m.'.
 */
export function backupWarning(
  health: BackupHealth,
  intervalHours: number,
  lastSuccessAt: string | null,
  lastRunAt: string | null,
): BackupWarning | null {
  if (health === 'FAILED') {
    const attempt = lastRunAt ? `El intento del ${formatBackupTime(lastRunAt)} falló. ` : '';
    const since = lastSuccessAt
      ? `La última copia correcta es del ${formatBackupTime(lastSuccessAt)}; se vuelve a intentar en una hora.`
      : 'Todavía no hay ninguna copia automática correcta; se vuelve a intentar en una hora.';
    return { title: 'La última copia de seguridad automática falló', message: `${attempt}${since} ${ASK_FOR_HELP}` };
  }
  if (health === 'OVERDUE' && lastSuccessAt)
    return {
      title: 'No hay copias de seguridad recientes',
      message: `La última copia correcta es del ${formatBackupTime(lastSuccessAt)}, hace más de ${2 * intervalHours} horas, y debería hacerse una ${intervalLabel(intervalHours)}. ${ASK_FOR_HELP}`,
    };
  return null;
}
