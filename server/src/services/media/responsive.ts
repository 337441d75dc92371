import type { MediaAssetRow } from '../../db/schema';
import { publicUrlForKey } from './storage';

export interface ResponsiveImageValue {
  url: string;
  width: number | null;
  height: number | null;
  srcSet: string | null;
  variants: { url: string; width: number; height: number }[];
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
  };
}
