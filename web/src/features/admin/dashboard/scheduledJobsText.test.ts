import { describe, expect, it } from 'vitest';
import {
  failedJobsMessage,
  failureReason,
  jobStatusBadge,
  lastRunText,
  nextRunText,
  repeatedFailures,
} from './scheduledJobsText';

describe('scheduled jobs text', () => {
  it('names each status as the badge shows it', () => {
    expect(jobStatusBadge('SUCCEEDED').label).toBe('Correcta');
    expect(jobStatusBadge('FAILED').label).toBe('Falló');
    expect(jobStatusBadge('RUNNING').label).toBe('En curso');
    expect(jobStatusBadge(null).label).toBe('Nunca se ejecutó');
  });

  it('writes the last and next run as the backup dates are written', () => {
    expect(lastRunText('2031-03-02T06:00:00Z', '2031-03-02T06:01:00Z')).toMatch(/^Última ejecución: 2 mar 2031, 3:00/);
    expect(lastRunText(null, null)).toBe('Última ejecución:');
    expect(nextRunText('2031-03-03T06:00:00Z')).toMatch(/^Próxima: 3 mar 2031, 3:00/);
    expect(nextRunText(null)).toBe('Próxima: sin programar');
  });

  it('gives the reason of a failure and how many in a row', () => {
    expect(failureReason('SMTP caído')).toBe('Motivo: SMTP caído');
    expect(failureReason(null)).toBe('Motivo: sin detalle');
    expect(repeatedFailures(1)).toBeNull();
    expect(repeatedFailures(3)).toBe('Falló 3 veces seguidas.');
  });

  it('lists the failed jobs in the warning, and says nothing needs doing now', () => {
    expect(failedJobsMessage(['Copia de seguridad'])).toBe(
      'Falló «Copia de seguridad». El sitio sigue funcionando y la tarea se volverá a intentar sola.',
    );
    expect(failedJobsMessage(['Copia de seguridad', 'Limpieza de datos vencidos', 'Publicación programada'])).toBe(
      'Fallaron «Copia de seguridad», «Limpieza de datos vencidos» y «Publicación programada». El sitio sigue funcionando y las tareas se volverán a intentar solas.',
    );
  });
});
