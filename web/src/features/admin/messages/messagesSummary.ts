/** '1 mensaje, 1 sin leer.' / '3 mensajes, 0 sin leer.': the inbox header, singular for exactly one. */
export function messagesSummary(total: number, unread: number): string {
  return `${total} ${total === 1 ? 'mensaje' : 'mensajes'}, ${unread} sin leer.`;
}
