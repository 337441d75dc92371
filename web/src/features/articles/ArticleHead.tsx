import { usePublicUrl } from '../../head/RenderContext';
import { Seo } from '../../head/Seo';
import { useSiteConfig } from '../siteConfig/useSiteConfig';
import { articleHead, type ArticleHeadInput } from './articleHead';

/**
 * The article page's head (see articleHead), with the configured image when the
 * article has none; `noindex` for the owner's preview of a draft.
 */
export function ArticleHead({ article, noindex = false }: { article: ArticleHeadInput; noindex?: boolean }) {
  const { image } = useSiteConfig();
  const publicUrl = usePublicUrl();
  const fallbackImage = image('site_og_image_url_articles') ?? image('site_og_image_url');
  return <Seo {...articleHead(article, publicUrl, fallbackImage)} noindex={noindex} />;
}
