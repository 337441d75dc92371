import { countLabel } from '../shared/countLabel';

/** '1 mensaje, 1 sin leer.' / '3 mensajes, 0 sin leer.': the inbox header, singular for exactly one. */
export function messagesSummary(total: number, unread: number): string {
  return `${countLabel(total, 'mensaje', 'mensajes')}, ${unread} sin leer.`;
}
