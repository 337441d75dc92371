import { homeHead } from './homeHead';
import { definePage, type PageProps } from '../../lib/page/definePage';
import { LazyContactSection } from '../contact/LazyContactSection';
import { BenefitsSection } from './BenefitsSection/BenefitsSection';
import { FeaturedCarousel, featuredContentQuery } from './FeaturedCarousel/FeaturedCarousel';
import { FeaturesSection } from './FeaturesSection/FeaturesSection';
import { HeroSection } from './HeroSection/HeroSection';
import { TestimonialSection } from './TestimonialSection/TestimonialSection';
import { newsletterEnabledQuery } from '../newsletter/newsletterEnabled';
import { NewsletterSignupWhenEnabled } from '../newsletter/NewsletterSignup/NewsletterSignupWhenEnabled';

/** What the page renders with: the featured items (and their buy buttons'), and whether the subscribe box shows. */
// The subscribe box's query is declared here and read by the box itself (NewsletterSignupWhenEnabled).
const queries = () => ({ featured: featuredContentQuery, newsletter: newsletterEnabledQuery });

/** Home: hero, features, featured carousel, benefits, testimonial, the subscribe box and the lazily loaded contact section. */
function HomePage({ data }: PageProps<typeof queries>) {
  return (
    <>
      <HeroSection />
      <FeaturesSection />
      <FeaturedCarousel featured={data.featured} />
      <BenefitsSection />
      <TestimonialSection />
      <NewsletterSignupWhenEnabled />
      <LazyContactSection />
    </>
  );
}

export const homePage = definePage({
  queries,
  Component: HomePage,
  head: ({ publicUrl, site }) => homeHead(publicUrl, site.image('site_og_image_url')),
});
