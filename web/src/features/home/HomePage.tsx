import { homeHead } from './homeHead';
import type { RouteQueries } from '../../lib/routeQueries';
import { usePublicUrl } from '../../head/RenderContext';
import { Seo } from '../../head/Seo';
import { LazyContactSection } from '../contact/LazyContactSection';
import { useSiteConfig } from '../siteConfig/useSiteConfig';
import { BenefitsSection } from './BenefitsSection/BenefitsSection';
import { FeaturedCarousel, featuredContentQuery } from './FeaturedCarousel/FeaturedCarousel';
import { FeaturesSection } from './FeaturesSection/FeaturesSection';
import { HeroSection } from './HeroSection/HeroSection';
import { TestimonialSection } from './TestimonialSection/TestimonialSection';

/** What the page renders with (lib/routeQueries.ts): the featured items (and their buy buttons'). */
export const routeQueries: RouteQueries = () => [featuredContentQuery];

/** Home: hero, features, featured carousel, benefits, testimonial and the lazily loaded contact section. */
export function HomePage() {
  const config = useSiteConfig();
  const publicUrl = usePublicUrl();
  return (
    <>
      <Seo {...homeHead(publicUrl, config.image('site_og_image_url'))} />
      <HeroSection />
      <FeaturesSection />
      <FeaturedCarousel />
      <BenefitsSection />
      <TestimonialSection />
      <LazyContactSection />
    </>
  );
}
