/**
 * 'Importar CSV' in 'Suscriptores': the file's limit, the skip reasons and
 * the messages, once for the admin's picker and the server (the authority).
 */
import { MB } from './uploadRules';

export const SUBSCRIBER_IMPORT_LIMITS = {
  /** About 50,000 rows of a Mailchimp export, whose rows carry a dozen columns. */
  fileBytes: 5 * MB,
  /** Skipped lines the report lists; the counts always cover every line. */
  listedSkips: 500,
} as const;

export const SUBSCRIBER_IMPORT_MESSAGES = {
  tooBig: 'El archivo no debe exceder los 5MB.',
  notCsv:
    'Por favor, selecciona un archivo CSV (el que exporta tu plataforma anterior o una planilla guardada como CSV).',
  noEmailColumn:
    'No encontramos la columna de e-mails. La primera fila del archivo debe nombrar las columnas, por ejemplo "email" o "Email Address".',
  empty: 'El archivo no tiene ninguna dirección.',
  mailNotConfigured:
    'El e-mail no está configurado: no se pueden enviar los e-mails de confirmación. Importa solo a quienes ya aceptaron recibir tus artículos.',
} as const;

/** A broken quote, in the owner's words, with the line where the reading stopped. */
export function unreadableCsvMessage(line: number): string {
  return `No se pudo leer el archivo como CSV: hay comillas sin cerrar cerca de la línea ${line}.`;
}

export const SKIP_REASONS = ['INVALID', 'OPTED_OUT', 'DUPLICATE', 'EXISTING', 'UNSUBSCRIBED', 'NO_ROOM'] as const;
export type SkipReason = (typeof SKIP_REASONS)[number];

/** How the report names each reason (plural: a count and its reason). */
export const SKIP_REASON_LABELS: Record<SkipReason, string> = {
  INVALID: 'dirección inválida',
  OPTED_OUT: 'el archivo dice que se dio de baja o que su e-mail rebotaba',
  DUPLICATE: 'repetida en el archivo',
  EXISTING: 'ya estaba en la lista',
  UNSUBSCRIBED: 'se dio de baja antes',
  NO_ROOM: 'sin lugar para su e-mail de confirmación en las próximas 24 horas (impórtala de nuevo mañana)',
};
