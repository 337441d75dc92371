import type { ContentStatus } from '../gql/graphql';

const dateFormat = new Intl.DateTimeFormat('es-AR', { dateStyle: 'medium' });

export function formatDate(iso: string): string {
  return dateFormat.format(new Date(iso));
}

/** Spec: 'Gratis' for 0 or null, otherwise $ with 2 decimals (ARS). */
export function formatPrice(price: number | null | undefined): string {
  if (price === null || price === undefined || price === 0) return 'Gratis';
  return `$${price.toFixed(2)}`;
}

export const STATUS_LABELS: Record<ContentStatus, string> = {
  BORRADOR: 'Borrador',
  PROGRAMADO: 'Programado',
  PUBLICADO: 'Publicado',
};
