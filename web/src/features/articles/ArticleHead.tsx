import { Seo } from '../../app/head/Seo';
import { SITE_NAME } from '../../app/head/headTypes';
import { paths } from '../../app/paths';
import { metaDescription } from '../../components/ContentCard/contentFormat';
import { useSiteConfig } from '../siteConfig/useSiteConfig';

interface ArticleHeadProps {
  article: {
    id: string;
    title: string;
    summary: string;
    imageUrl?: string | null;
    createdAt: string;
    updatedAt: string;
    category?: { name: string } | null;
  };
}

/** Spec: article pages add published time, modified time and section to the page head. */
export function ArticleHead({ article }: ArticleHeadProps) {
  const { get } = useSiteConfig();
  const image = article.imageUrl || get('site_og_image_url_articles') || get('site_og_image_url') || null;
  const description = metaDescription(article.summary);
  return (
    <Seo
      title={`${article.title} | ${SITE_NAME}`}
      description={description}
      canonicalPath={paths.article.getHref(article.id)}
      image={image}
      type="article"
      article={{
        publishedTime: article.createdAt,
        modifiedTime: article.updatedAt,
        section: article.category?.name ?? null,
      }}
      jsonLd={{
        '@context': 'https://schema.org',
        '@type': 'Article',
        headline: article.title,
        description,
        datePublished: article.createdAt,
        dateModified: article.updatedAt,
        inLanguage: 'es',
        ...(article.category ? { articleSection: article.category.name } : {}),
        ...(image ? { image } : {}),
      }}
    />
  );
}
