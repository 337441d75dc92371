/**
 * The admin's toasts in one place, so every screen uses the same colours and
 * the spec's "destructive toast with title and description" looks the same everywhere.
 * A new toast replaces the one on screen (showToast).
 */
import type { NotificationData } from '@mantine/notifications';
import type { KeptToast } from '../../../lib/keptToast';
import { showToast } from '../../../lib/toastSettings';

/** Toasts render in a portal, outside the admin's darker "dimmed" colour; keep their text at AA contrast. */
const READABLE: Partial<NotificationData> = { styles: { description: { color: 'var(--mantine-color-gray-7)' } } };

/** A success toast, to show now or to keep for the next page (lib/keptToast.ts). */
export function successToast(title: string, message: string): KeptToast {
  return { ...READABLE, title, message, color: 'teal' };
}

export function notifySuccess(title: string, message: string): void {
  showToast(successToast(title, message));
}

export function notifyError(title: string, message: string): void {
  showToast({ ...READABLE, title, message, color: 'red' });
}

/** The spec's toast for a form that breaks its rules; `message` names the problem when the form has one message. */
export function notifyValidationErrors(message = 'Por favor, corrige los errores en el formulario.'): void {
  notifyError('Errores de Validación', message);
}

export function infoToast(title: string, message: string): KeptToast {
  return { ...READABLE, title, message, color: 'blue' };
}

export function notifyInfo(title: string, message: string): void {
  showToast(infoToast(title, message));
}

/** At most one session-expired toast, however many admin calls fail at once. */
export function notifySessionExpired(): void {
  showToast({
    ...READABLE,
    id: 'session-expired',
    title: 'Sesión Expirada o Inválida',
    message: 'Tu sesión ha terminado. Por favor, inicia sesión de nuevo.',
    color: 'red',
  });
}
