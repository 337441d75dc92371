import { describe, expect, it } from 'vitest';
import { backupWarning, formatBackupSize, intervalLabel, scheduleSentence } from './backupStatusText';

describe('backup status text', () => {
  it('writes sizes as a file manager does, with a decimal comma', () => {
    expect(formatBackupSize(812)).toBe('812 bytes');
    expect(formatBackupSize(3.4 * 1024)).toBe('3,4 KB');
    expect(formatBackupSize(12.5 * 1024 * 1024)).toBe('12,5 MB');
    expect(formatBackupSize(1.25 * 1024 ** 3)).toBe('1,3 GB');
  });

  it('says how often and how many', () => {
    expect(intervalLabel(24)).toBe('cada día');
    expect(intervalLabel(48)).toBe('cada 2 días');
    expect(intervalLabel(1)).toBe('cada hora');
    expect(intervalLabel(6)).toBe('cada 6 horas');
    expect(scheduleSentence(24, 14)).toBe('Se hace una copia automática cada día y se conservan las últimas 14.');
    expect(scheduleSentence(12, 1)).toBe('Se hace una copia automática cada 12 horas y se conserva la última.');
    expect(scheduleSentence(0, 14)).toMatch(/desactivadas/);
  });

  it('warns only when the last attempt failed or no backup succeeded for two intervals', () => {
    expect(backupWarning('OK', 24, '2031-03-01T03:00:00Z', '2031-03-01T03:00:00Z')).toBeNull();
    expect(backupWarning('NONE_YET', 24, null, null)).toBeNull();
    expect(backupWarning('OFF', 0, null, null)).toBeNull();
    const failed = backupWarning('FAILED', 24, null, '2031-03-02T03:00:00Z');
    expect(failed?.title).toBe('La última copia de seguridad automática falló');
    expect(failed?.message).toMatch(
      /^El intento del 2 mar 2031, .* falló\. Todavía no hay ninguna copia automática correcta;/,
    );
    expect(backupWarning('FAILED', 24, '2031-03-01T03:00:00Z', '2031-03-02T03:00:00Z')?.message).toMatch(
      /La última copia correcta es del 1 mar 2031, .*; se vuelve a intentar en una hora\./,
    );
    const overdue = backupWarning('OVERDUE', 24, '2031-03-01T03:00:00Z', '2031-03-01T03:00:00Z');
    expect(overdue?.title).toBe('No hay copias de seguridad recientes');
    expect(overdue?.message).toMatch(
      /^La última copia correcta es del 1 mar 2031, .*, hace más de 48 horas, y debería/,
    );
    // Never two full stops in a row after a time written as '3:00 a. m.'.
    for (const warning of [failed, overdue]) expect(warning?.message).not.toMatch(/\.\./);
  });
});
