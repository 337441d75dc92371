import { homeHead } from './homeHead';
import { definePage, type PageProps } from '../../lib/page/definePage';
import { usePublicUrl } from '../../head/RenderContext';
import { Seo } from '../../head/Seo';
import { LazyContactSection } from '../contact/LazyContactSection';
import { useSiteConfig } from '../siteConfig/useSiteConfig';
import { BenefitsSection } from './BenefitsSection/BenefitsSection';
import { FeaturedCarousel, featuredContentQuery } from './FeaturedCarousel/FeaturedCarousel';
import { FeaturesSection } from './FeaturesSection/FeaturesSection';
import { HeroSection } from './HeroSection/HeroSection';
import { TestimonialSection } from './TestimonialSection/TestimonialSection';

/** What the page renders with: the featured items (and their buy buttons'). */
const queries = () => ({ featured: featuredContentQuery });

/** Home: hero, features, featured carousel, benefits, testimonial and the lazily loaded contact section. */
function HomePage({ data }: PageProps<typeof queries>) {
  const config = useSiteConfig();
  const publicUrl = usePublicUrl();
  return (
    <>
      <Seo {...homeHead(publicUrl, config.image('site_og_image_url'))} />
      <HeroSection />
      <FeaturesSection />
      <FeaturedCarousel featured={data.featured} />
      <BenefitsSection />
      <TestimonialSection />
      <LazyContactSection />
    </>
  );
}

export const homePage = definePage({ queries, Component: HomePage });
