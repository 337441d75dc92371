/** What a page declares about itself for search engines and link previews. */
import { BRAND_NAME } from '@crecer/domain/siteDefaults';

export interface HeadData {
  title: string;
  description: string;
  keywords?: string;
  /** Path only; the absolute URL is built from PUBLIC_URL. */
  canonicalPath: string;
  /** Open Graph / Twitter image (absolute or root-relative), with its size when the server knows it. */
  image?: HeadImage | null;
  type?: 'website' | 'article' | 'profile' | 'product';
  article?: { publishedTime?: string; modifiedTime?: string; section?: string | null };
  /** Structured data (schema.org), serialized as application/ld+json. */
  jsonLd?: Record<string, unknown> | Record<string, unknown>[];
  noindex?: boolean;
}

/**
 * A preview image. WhatsApp and Facebook lay the preview out from og:image:width/height before
 * fetching the picture, so pages pass the intrinsic size whenever the upload recorded it.
 */
export interface HeadImage {
  src: string;
  width?: number | null;
  height?: number | null;
}

/** The brand is domain's, the same the server's feeds and the catalogue's defaults use. */
export const SITE_NAME = BRAND_NAME;

/**
 * The preview picture of a page without its own (and no share image set by the owner):
 * the site's name on its teal, drawn by scripts/generate-share-image.ts. Without it a
 * WhatsApp preview of such a page has no picture.
 */
export const DEFAULT_SHARE_IMAGE: HeadImage = { src: '/og-default.jpg', width: 1200, height: 630 };
export const DEFAULT_TITLE = `${BRAND_NAME} | Apoyo psicológico para familias y crianza respetuosa`;
export const DEFAULT_DESCRIPTION =
  'Artículos, guías prácticas y juegos para acompañar a las familias en la crianza, las emociones y los vínculos, de la mano de una psicóloga familiar e infantil.';
export const DEFAULT_KEYWORDS =
  'psicología familiar, psicología infantil, crianza, emociones, familia, límites, adolescencia';

/** Render-time collector: the server reads it after rendering; the browser never fills it. */
export interface RenderContextValue {
  head: HeadData | null;
  status: number;
  publicUrl: string;
  setHead(head: HeadData): void;
  setStatus(status: number): void;
  /** Whether the page shows nothing useful until the app runs, so the browser must start it at once. */
  startAtOnce: boolean;
  needAppAtOnce(): void;
}

/** A fresh collector for one server render. */
export function createRenderContext(publicUrl: string, status = 200): RenderContextValue {
  return {
    head: null,
    status,
    publicUrl,
    setHead(head) {
      this.head = head;
    },
    setStatus(next) {
      this.status = next;
    },
    startAtOnce: false,
    needAppAtOnce() {
      this.startAtOnce = true;
    },
  };
}
