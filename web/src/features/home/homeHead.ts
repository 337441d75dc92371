import {
  DEFAULT_DESCRIPTION,
  DEFAULT_KEYWORDS,
  DEFAULT_TITLE,
  SITE_NAME,
  type HeadData,
  type HeadImage,
} from '../../head/headTypes';

/** Home: the site as a schema.org WebSite whose search is the articles list. */
export function homeHead(publicUrl: string, image: HeadImage | null): HeadData {
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
