/**
 * What a setting may hold, by its kind (siteConfig.ts), in Spanish: the
 * server refuses anything else before it is stored. A setting's value ends up
 * in every public page (a footer link, the calendar's frame, an image), so a
 * `javascript:` link, a path that climbs out of storage or 200 KB of title
 * must not get that far; React would block the first in a link and print a
 * warning in its place, and the pages would carry the rest.
 */
import { isDeliverableAddress } from './emailAddress';
import type { ConfigKeyDefinition } from './siteConfig';

/** Longer than the longest About Me paragraph she would write; a page stays a page. */
export const CONFIG_VALUE_MAX_LENGTH = 10_000;

export const CONFIG_VALUE_MESSAGES = {
  tooLong: (label: string) =>
    `«${label}» es demasiado largo (máximo ${CONFIG_VALUE_MAX_LENGTH.toLocaleString('es-AR')} caracteres).`,
  url: (label: string) =>
    `«${label}» debe ser una dirección web completa, que empiece con https:// (por ejemplo, https://www.instagram.com/tu_cuenta).`,
  email: (label: string) => `«${label}» debe ser una dirección de e-mail, como nombre@ejemplo.com.`,
  switch: (label: string) => `«${label}» solo puede estar activado o desactivado.`,
  image: (label: string) => `«${label}»: elige la imagen desde este panel; su dirección no se puede escribir.`,
} as const;

/** An image stored by this site (`/storage/siteassets/portada-k3x9q2.png`), never a path that climbs out. */
const STORED_IMAGE = /^\/storage\/[a-z]+\/(?!\.)[A-Za-z0-9._-]+$/;

function isWebAddress(value: string): boolean {
  try {
    const { protocol } = new URL(value);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

/**
 * The problem with a value typed for a setting, or null when it may be stored.
 * Empty (or null) is always allowed: the page then shows the default or
 * nothing. An image is chosen by upload: its value is the address of an
 * image this site stored, never another site's or a path out of storage.
 */
export function configValueProblem(definition: ConfigKeyDefinition, value: string | null): string | null {
  if (value === null || value.trim() === '') return null;
  const { label } = definition;
  if (value.length > CONFIG_VALUE_MAX_LENGTH) return CONFIG_VALUE_MESSAGES.tooLong(label);
  switch (definition.kind) {
    case 'url':
      return isWebAddress(value.trim()) ? null : CONFIG_VALUE_MESSAGES.url(label);
    case 'email':
      return isDeliverableAddress(value.trim()) ? null : CONFIG_VALUE_MESSAGES.email(label);
    case 'switch':
      return value === 'true' || value === 'false' ? null : CONFIG_VALUE_MESSAGES.switch(label);
    case 'image':
      return STORED_IMAGE.test(value) && !value.includes('..') ? null : CONFIG_VALUE_MESSAGES.image(label);
    default:
      return null;
  }
}
