import { DEFAULT_DESCRIPTION, DEFAULT_KEYWORDS, SITE_NAME, type HeadData, type HeadImage } from '../../head/headTypes';
import { absoluteUrl, plainText, PSYCHOLOGIST, withSiteName } from '../../head/pageHeads';
import { paths } from '../../config/paths';

/** About Me: a profile page whose schema.org Person is the psychologist. */
export function aboutHead(publicUrl: string, title: string, subtitle: string, image: HeadImage | null): HeadData {
  return {
    title: withSiteName(title || 'Sobre Mí'),
    description: plainText(subtitle || DEFAULT_DESCRIPTION),
    keywords: `psicóloga familiar, psicóloga infantil, turnos online, ${DEFAULT_KEYWORDS}`,
    canonicalPath: paths.aboutMe.getHref(),
    image,
    type: 'profile',
    jsonLd: {
      '@context': 'https://schema.org',
      ...PSYCHOLOGIST,
      image: image ? absoluteUrl(publicUrl, image.src) : undefined,
      url: `${publicUrl}${paths.aboutMe.getHref()}`,
      worksFor: { '@type': 'Organization', name: SITE_NAME, url: `${publicUrl}/` },
      knowsLanguage: 'es',
    },
  };
}
