/**
 * Historial's words and formats (admin forms of articles and guides): pure,
 * so they are tested apart from the drawer.
 */
import type { ContentType } from '../../gql/graphql';
import { STATUS_LABELS } from '../../shared/format';
import type { AdminContentKind } from '../contentKind';

/** The revisions one page of the drawer's list shows; 'Ver más' asks for the next. */
export const REVISIONS_PAGE_SIZE = 20;

export const RESTORE_QUESTION = '¿Restaurar esta versión? La versión actual quedará guardada en el historial.';
/** A restore brings back words, not state (server: restoreRevision.ts). */
export const RESTORE_KEEPS = 'El estado, la fecha programada y «destacado» no cambian: quedan como están ahora.';
export const RESTORED_TITLE = 'Versión restaurada';

/** The comparison's labels as a sentence names them. */
const FIELD_NAMES: Record<string, string> = {
  Título: 'el título',
  Resumen: 'el resumen',
  Contenido: 'el contenido',
  Descripción: 'la descripción',
  Precio: 'el precio',
  'Link de pago': 'el link de pago',
  Categoría: 'la categoría',
};

/**
 * What 'Restaurar' will change, from the comparison: 'Se restaurarán el título,
 * el contenido y la imagen de portada de esta versión.'; null when nothing differs.
 */
export function restoreChanges(
  fields: readonly { label: string; changed: boolean }[],
  imageChanged: boolean,
): string | null {
  const names = fields
    .filter((field) => field.changed)
    .map((field) => FIELD_NAMES[field.label] ?? field.label.toLowerCase());
  if (imageChanged) names.push('la imagen de portada');
  if (names.length === 0) return null;
  const list = names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} y ${names.at(-1)}`;
  return `Se ${names.length === 1 ? 'restaurará' : 'restaurarán'} ${list} de esta versión.`;
}

const revisionDateFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * '26 de noviembre de 2026 a las 18:39:05' on the site's clock (SITE_TIME_ZONE, the one
 * schedules are read on), not the browser's. With seconds: two saves a moment apart must
 * not read the same. 24-hour, as the drafts' times.
 */
export function formatRevisionDate(iso: string, timeZone: string): string {
  let format = revisionDateFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('es-AR', {
      timeZone,
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    revisionDateFormats.set(timeZone, format);
  }
  return format.format(new Date(iso));
}

export function contentTypeOf(kind: AdminContentKind): ContentType {
  return kind.typename === 'Article' ? 'ARTICLE' : 'GUIDE';
}

/**
 * Who saved a revision and with which status: 'ana@ejemplo.com · Publicado'.
 * No author is the demo content's first version as much as a deleted
 * account's: 'Cuenta eliminada' told her of a deletion that never happened.
 */
export function revisionDetail(revision: { authorEmail?: string | null; status: keyof typeof STATUS_LABELS }): string {
  return `${revision.authorEmail ?? 'Sin autor registrado'} · ${STATUS_LABELS[revision.status]}`;
}

/** The success toast's text: the server's notes on what it kept from the current version, if any. */
export function restoredMessage(notes: readonly string[]): string {
  return notes.length > 0 ? notes.join(' ') : 'El formulario muestra ahora la versión restaurada.';
}
