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
export const RESTORED_TITLE = 'Versión restaurada';

/** With seconds: two saves a moment apart must not read the same. 24-hour, as the drafts' times. */
const revisionDateFormat = new Intl.DateTimeFormat('es-AR', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** '26 de noviembre de 2026 a las 18:39:05' in the owner's browser's time zone. */
export function formatRevisionDate(iso: string): string {
  return revisionDateFormat.format(new Date(iso));
}

export function contentTypeOf(kind: AdminContentKind): ContentType {
  return kind.typename === 'Article' ? 'ARTICLE' : 'GUIDE';
}

/** Who saved a revision and with which status: 'ana@ejemplo.com · Publicado'. */
export function revisionDetail(revision: { authorEmail?: string | null; status: keyof typeof STATUS_LABELS }): string {
  return `${revision.authorEmail ?? 'Cuenta eliminada'} · ${STATUS_LABELS[revision.status]}`;
}

/** The success toast's text: the server's notes on what it kept from the current version, if any. */
export function restoredMessage(notes: readonly string[]): string {
  return notes.length > 0 ? notes.join(' ') : 'El formulario muestra ahora la versión restaurada.';
}
