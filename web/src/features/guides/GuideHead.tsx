import { guideHead } from './guideHead';
import { usePublicUrl } from '../../head/RenderContext';
import { Seo } from '../../head/Seo';
import { useSiteConfig } from '../siteConfig/useSiteConfig';

interface GuideHeadProps {
  /** The owner's preview of a draft: kept out of search engines. */
  noindex?: boolean;
  guide: {
    id: string;
    title: string;
    description: string;
    imageUrl?: string | null;
    image?: { width?: number | null; height?: number | null } | null;
    price?: number | null;
    isFree: boolean;
    createdAt: string;
    updatedAt: string;
    category?: { name: string } | null;
  };
}

/**
 * Spec: the guide title plus the site name; the guide's own description or a
 * fallback naming the guide and its category; type article; the guide image
 * or the configured one. Adds Product/Offer (ARS) JSON-LD for paid guides.
 */
export function GuideHead({ guide, noindex = false }: GuideHeadProps) {
  const { image } = useSiteConfig();
  const publicUrl = usePublicUrl();
  const fallbackImage = image('site_og_image_url_guides') ?? image('site_og_image_url');
  return <Seo {...guideHead(guide, publicUrl, fallbackImage)} noindex={noindex} />;
}
