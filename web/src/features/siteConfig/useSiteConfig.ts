import { useCallback, useEffect, useMemo } from 'react';
import { pageQuery } from '../../lib/page/pageQuery';
import { useDeclaredQuery } from '../../lib/page/useDeclaredQuery';
import { graphql } from '../../gql';
import { CLIENT_FALLBACKS } from './clientFallbacks';
import type { HeadImage } from '../../head/headTypes';
import { sharePicture, type UploadedPicture } from '../../head/sharePicture';

const SiteConfigurationQuery = graphql(/* GraphQL */ `
  query SiteConfiguration {
    siteConfiguration {
      key
      value
      image {
        srcSet
        width
        height
        jpeg {
          url
          width
          height
        }
      }
    }
  }
`);

/** The layout's query (footer, page heads): every public route declares it (app/routes.tsx). */
export const siteConfigurationQuery = pageQuery(SiteConfigurationQuery);

/** `<img>` attributes for a configured image: its WebP variants when the server made them. */
export interface ConfiguredImage {
  src: string;
  srcSet?: string;
  width?: number;
  height?: number;
}

export interface SiteConfig {
  /** The effective value of a key; the client fallback or '' when nothing is known. */
  get: (key: string) => string;
  /** The image a key points to, with its srcset and intrinsic size; null when the key is empty. */
  image: (key: string) => ConfiguredImage | null;
  /** The picture a link preview shows for a key's image: its JPEG copy once made; null when the key is empty. */
  shareImage: (key: string) => HeadImage | null;
  loading: boolean;
}

/**
 * All public configuration, read once: every caller shares the same cached
 * query, so the layout, the home page and the contact section cost one request.
 * The server already applies its defaults; a failed fetch is only logged and
 * the few client fallbacks (or empty strings) apply, as the spec asks.
 */
export function useSiteConfig(): SiteConfig {
  const { data, loading, error } = useDeclaredQuery(siteConfigurationQuery);

  useEffect(() => {
    if (error) console.error('No se pudo cargar la configuración del sitio', error);
  }, [error]);

  const { values, images, jpegCopies } = useMemo(() => {
    const values = new Map<string, string>();
    const images = new Map<string, ConfiguredImage>();
    const jpegCopies = new Map<string, NonNullable<UploadedPicture['jpeg']>>();
    for (const entry of data?.siteConfiguration ?? []) {
      if (entry.value === null || entry.value === undefined) continue;
      values.set(entry.key, entry.value);
      if (entry.image) {
        images.set(entry.key, {
          src: entry.value,
          srcSet: entry.image.srcSet ?? undefined,
          width: entry.image.width ?? undefined,
          height: entry.image.height ?? undefined,
        });
        if (entry.image.jpeg) jpegCopies.set(entry.key, entry.image.jpeg);
      }
    }
    return { values, images, jpegCopies };
  }, [data]);

  const get = useCallback((key: string) => values.get(key) ?? CLIENT_FALLBACKS[key] ?? '', [values]);
  const image = useCallback(
    (key: string): ConfiguredImage | null => {
      const src = get(key);
      if (!src) return null;
      return images.get(key) ?? { src };
    },
    [get, images],
  );

  // Heads: the picture's JPEG copy when the server made it (head/sharePicture.ts says why).
  const shareImage = useCallback(
    (key: string): HeadImage | null => {
      const configured = image(key);
      if (!configured) return null;
      return sharePicture(configured.src, { ...configured, jpeg: jpegCopies.get(key) });
    },
    [image, jpegCopies],
  );

  return { get, image, shareImage, loading };
}
