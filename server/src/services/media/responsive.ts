import type { MediaAssetRow } from '../../db/schema';
import { publicUrlForKey } from './storage';

export interface ResponsiveImageValue {
  url: string;
  width: number | null;
  height: number | null;
  srcSet: string | null;
  variants: { url: string; width: number; height: number }[];
  /** The JPEG copy for link previews and e-mails (jpegCopy.ts); null until made. */
  jpeg: { url: string; width: number; height: number } | null;
}

/** The GraphQL view of an image URL: its variants when we processed it, the bare URL otherwise. */
export function toResponsiveImage(url: string, asset: MediaAssetRow | null | undefined): ResponsiveImageValue {
  const variants = (asset?.variants ?? [])
    .map((v) => ({ url: publicUrlForKey(v.key), width: v.width, height: v.height }))
    .sort((a, b) => a.width - b.width);
  return {
    url,
    width: asset?.width ?? null,
    height: asset?.height ?? null,
    srcSet: variants.length > 0 ? variants.map((v) => `${v.url} ${v.width}w`).join(', ') : null,
    variants,
    jpeg: asset?.jpegCopy
      ? { url: publicUrlForKey(asset.jpegCopy.key), width: asset.jpegCopy.width, height: asset.jpegCopy.height }
      : null,
  };
}

/**
 * Of pictures of several widths, the one to show at `width` CSS pixels where no
 * srcset can choose (an e-mail): the smallest at least that wide and at most
 * twice it (sharp on high-density screens, light on mobile data), else the
 * largest narrower one, else (only wider ones) the narrowest.
 */
export function closestForWidth<Sized extends { width: number }>(
  sizes: readonly Sized[],
  width: number,
): Sized | undefined {
  const bySize = [...sizes].sort((a, b) => a.width - b.width);
  const fitting = bySize.find((v) => v.width >= width && v.width <= 2 * width);
  const narrower = bySize.filter((v) => v.width < width).at(-1);
  return fitting ?? narrower ?? bySize[0];
}

/** The URL of the variant closestForWidth picks; the original only when it has no variants (not processed by us). */
export function imageUrlForWidth(image: ResponsiveImageValue, width: number): string {
  return closestForWidth(image.variants, width)?.url ?? image.url;
}
