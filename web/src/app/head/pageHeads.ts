/**
 * Head data per page type: titles, descriptions, images and schema.org
 * structured data. Pure functions, so the rules are unit-tested.
 */
import { DEFAULT_DESCRIPTION, DEFAULT_KEYWORDS, DEFAULT_TITLE, SITE_NAME, type HeadData } from './headTypes';

const PSYCHOLOGIST = { '@type': 'Person', name: 'Lic. Laura Méndez', jobTitle: 'Psicóloga familiar e infantil' };

export function withSiteName(title: string): string {
  return `${title} | ${SITE_NAME}`;
}

/** Plain text for descriptions: no markup, one line, at most ~160 characters. */
export function plainText(value: string, max = 160): string {
  const text = value
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}

export function homeHead(publicUrl: string, image: string | null): HeadData {
  return {
    title: DEFAULT_TITLE,
    description: DEFAULT_DESCRIPTION,
    keywords: DEFAULT_KEYWORDS,
    canonicalPath: '/',
    image,
    type: 'website',
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: SITE_NAME,
      url: `${publicUrl}/`,
      inLanguage: 'es',
      potentialAction: {
        '@type': 'SearchAction',
        target: `${publicUrl}/articulos?q={search_term_string}`,
        'query-input': 'required name=search_term_string',
      },
    },
  };
}

export function listHead(
  title: string,
  description: string,
  path: string,
  page: number,
  image: string | null,
): HeadData {
  return {
    title: withSiteName(page > 1 ? `${title} (página ${page})` : title),
    description,
    keywords: DEFAULT_KEYWORDS,
    canonicalPath: page > 1 ? `${path}?pagina=${page}` : path,
    image,
    type: 'website',
  };
}

export interface ArticleHeadInput {
  id: string;
  title: string;
  summary: string;
  imageUrl?: string | null;
  createdAt: string;
  updatedAt: string;
  category?: { name: string } | null;
}

export function articleHead(article: ArticleHeadInput, publicUrl: string, fallbackImage: string | null): HeadData {
  const path = `/articulos/${article.id}`;
  const image = article.imageUrl ?? fallbackImage;
  return {
    title: withSiteName(article.title),
    description: plainText(article.summary),
    keywords: [article.category?.name, ...DEFAULT_KEYWORDS.split(', ')].filter(Boolean).join(', '),
    canonicalPath: path,
    image,
    type: 'article',
    article: {
      publishedTime: article.createdAt,
      modifiedTime: article.updatedAt,
      section: article.category?.name ?? null,
    },
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: article.title,
      description: plainText(article.summary),
      image: image ? [image.startsWith('http') ? image : `${publicUrl}${image}`] : undefined,
      datePublished: article.createdAt,
      dateModified: article.updatedAt,
      articleSection: article.category?.name,
      inLanguage: 'es',
      author: PSYCHOLOGIST,
      publisher: { '@type': 'Organization', name: SITE_NAME, url: `${publicUrl}/` },
      mainEntityOfPage: `${publicUrl}${path}`,
    },
  };
}

export interface GuideHeadInput {
  id: string;
  title: string;
  description?: string | null;
  imageUrl?: string | null;
  price?: number | null;
  isFree: boolean;
  updatedAt: string;
  createdAt: string;
  category?: { name: string } | null;
}

/** Spec: description is the guide's own or a fallback naming the guide and its category. */
export function guideDescription(guide: GuideHeadInput): string {
  if (guide.description?.trim()) return plainText(guide.description);
  return `Guía práctica "${guide.title}" sobre ${guide.category?.name ?? 'crianza y familia'}, para acompañar a tu familia.`;
}

export function guideHead(guide: GuideHeadInput, publicUrl: string, fallbackImage: string | null): HeadData {
  const path = `/guias/${guide.id}`;
  const image = guide.imageUrl ?? fallbackImage;
  const absoluteImage = image ? (image.startsWith('http') ? image : `${publicUrl}${image}`) : undefined;
  const description = guideDescription(guide);
  const jsonLd = guide.isFree
    ? {
        '@context': 'https://schema.org',
        '@type': 'CreativeWork',
        name: guide.title,
        description,
        image: absoluteImage,
        isAccessibleForFree: true,
        inLanguage: 'es',
        author: PSYCHOLOGIST,
        url: `${publicUrl}${path}`,
      }
    : {
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: guide.title,
        description,
        image: absoluteImage,
        category: guide.category?.name,
        brand: { '@type': 'Brand', name: SITE_NAME },
        offers: {
          '@type': 'Offer',
          price: (guide.price ?? 0).toFixed(2),
          priceCurrency: 'ARS',
          availability: 'https://schema.org/InStock',
          url: `${publicUrl}${path}`,
        },
      };
  return {
    title: withSiteName(guide.title),
    description,
    keywords: [guide.category?.name, ...DEFAULT_KEYWORDS.split(', ')].filter(Boolean).join(', '),
    canonicalPath: path,
    image,
    type: 'article',
    article: { publishedTime: guide.createdAt, modifiedTime: guide.updatedAt, section: guide.category?.name ?? null },
    jsonLd,
  };
}

export function aboutHead(publicUrl: string, title: string, subtitle: string, image: string | null): HeadData {
  return {
    title: withSiteName(title || 'Sobre Mí'),
    description: plainText(subtitle || DEFAULT_DESCRIPTION),
    keywords: `psicóloga familiar, psicóloga infantil, turnos online, ${DEFAULT_KEYWORDS}`,
    canonicalPath: '/sobre-mi',
    image,
    type: 'profile',
    jsonLd: {
      '@context': 'https://schema.org',
      ...PSYCHOLOGIST,
      image: image ? (image.startsWith('http') ? image : `${publicUrl}${image}`) : undefined,
      url: `${publicUrl}/sobre-mi`,
      worksFor: { '@type': 'Organization', name: SITE_NAME, url: `${publicUrl}/` },
      knowsLanguage: 'es',
    },
  };
}

export function simpleHead(title: string, path: string, options: Partial<HeadData> = {}): HeadData {
  return {
    title: withSiteName(title),
    description: DEFAULT_DESCRIPTION,
    keywords: DEFAULT_KEYWORDS,
    canonicalPath: path,
    ...options,
  };
}
