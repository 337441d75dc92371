import { CURRENCY } from '@crecer/domain/constants';
import { SITE_NAME, type HeadData, type HeadImage } from '../../head/headTypes';
import { absoluteUrl, keywordsWith, plainText, PSYCHOLOGIST, withSiteName } from '../../head/pageHeads';
import { sharePicture, type UploadedPicture } from '../../head/sharePicture';
import { paths } from '../../config/paths';

export interface GuideHeadInput {
  id: string;
  title: string;
  description?: string | null;
  imageUrl?: string | null;
  image?: UploadedPicture | null;
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

/** A guide's head: a free guide is a schema.org CreativeWork, a paid one a Product with an ARS Offer. */
export function guideHead(guide: GuideHeadInput, publicUrl: string, fallbackImage: HeadImage | null): HeadData {
  const path = paths.guide.getHref(guide.id);
  const image = guide.imageUrl ? sharePicture(guide.imageUrl, guide.image) : fallbackImage;
  const absoluteImage = image ? absoluteUrl(publicUrl, image.src) : undefined;
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
          priceCurrency: CURRENCY,
          availability: 'https://schema.org/InStock',
          url: `${publicUrl}${path}`,
        },
      };
  return {
    title: withSiteName(guide.title),
    description,
    keywords: keywordsWith(guide.category),
    canonicalPath: path,
    image,
    type: 'article',
    article: { publishedTime: guide.createdAt, modifiedTime: guide.updatedAt, section: guide.category?.name ?? null },
    jsonLd,
  };
}
