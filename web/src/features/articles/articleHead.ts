import { SITE_NAME, type HeadData, type HeadImage } from '../../head/headTypes';
import { absoluteUrl, keywordsWith, PSYCHOLOGIST, withSiteName } from '../../head/pageHeads';
import { sharePicture, type UploadedPicture } from '../../head/sharePicture';
import { paths } from '../../config/paths';
import { metaDescription } from '../../components/ContentCard/contentFormat';

export interface ArticleHeadInput {
  id: string;
  title: string;
  summary: string;
  imageUrl?: string | null;
  image?: UploadedPicture | null;
  createdAt: string;
  updatedAt: string;
  category?: { name: string } | null;
}

/**
 * Spec: the article's title plus the site name, its summary, type article with
 * published and modified time and section; the article's image or the
 * configured one. Adds schema.org Article JSON-LD.
 */
export function articleHead(article: ArticleHeadInput, publicUrl: string, fallbackImage: HeadImage | null): HeadData {
  const path = paths.article.getHref(article.id);
  const image = article.imageUrl ? sharePicture(article.imageUrl, article.image) : fallbackImage;
  const description = metaDescription(article.summary);
  return {
    title: withSiteName(article.title),
    description,
    keywords: keywordsWith(article.category),
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
      description,
      image: image ? [absoluteUrl(publicUrl, image.src)] : undefined,
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
