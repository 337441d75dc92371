import { Loader } from '@mantine/core';
import { Suspense, useEffect, useRef } from 'react';
import { deferredComponent } from '../../../lib/deferredComponent';
import { useNearViewport } from '../../../lib/useNearViewport';
import { ArticleCard } from '../../../components/ContentCard/ArticleCard';
import { GuideCard } from '../../../components/ContentCard/GuideCard';
import { buyButtonQueries } from '../../../components/BuyGuideButton/usePaymentsEnabled';
import { graphql } from '../../../gql';
import { pageQuery, type PageResult } from '../../../lib/page/pageQuery';
import type { HomeFeaturedContentQuery as FeaturedContentData } from '../../../gql/graphql';
import { useSiteConfig } from '../../siteConfig/useSiteConfig';
import ui from '../../../components/Plain/Plain.module.css';
import classes from './FeaturedCarousel.module.css';

// Embla is the home page's largest library: loaded when the section nears the screen.
const FeaturedSlides = deferredComponent(() => import('./FeaturedSlides').then((module) => module.FeaturedSlides));

const HomeFeaturedContentQuery = graphql(/* GraphQL */ `
  query HomeFeaturedContent {
    featuredContent {
      __typename
      ... on Article {
        id
        ...ArticleCard_article
      }
      ... on Guide {
        id
        ...GuideCard_guide
      }
    }
  }
`);

/** The carousel's query and its guides' buy buttons', for the home page's declaration (HomePage.tsx). */
export const featuredContentQuery = pageQuery(HomeFeaturedContentQuery, undefined, {
  then: (data) => buyButtonQueries(data.featuredContent.flatMap((item) => (item.__typename === 'Guide' ? [item] : []))),
});

/** Shown only when she navigates here before the carousel's code has ever loaded. */
function SlidesLoading() {
  return (
    <div className={`${ui.center} ${classes.loading}`}>
      <Loader color="teal" aria-label="Cargando contenido destacado" />
    </div>
  );
}

/**
 * Featured articles and guides in the shared content cards (which draw the
 * 'Destacado' badge and the highlighted border); the whole section stays
 * hidden when there are none or the request fails.
 */
export function FeaturedCarousel({ featured: { data, error } }: { featured: PageResult<FeaturedContentData> }) {
  const { get } = useSiteConfig();

  useEffect(() => {
    if (error) console.error('No se pudo cargar el contenido destacado', error);
  }, [error]);

  const items = data?.featuredContent ?? [];
  if (error || items.length === 0) return null;
  return (
    <FeaturedSection
      items={items}
      title={get('home_featured_content_title')}
      subtitle={get('home_featured_content_subtitle')}
    />
  );
}

type FeaturedItem = FeaturedContentData['featuredContent'][number];

interface FeaturedSectionProps {
  items: FeaturedItem[];
  title: string;
  subtitle: string;
}

/** The section itself; the carousel's code is fetched when the section comes near the screen. */
function FeaturedSection({ items, title, subtitle }: FeaturedSectionProps) {
  const section = useRef<HTMLElement>(null);
  useNearViewport(section, FeaturedSlides.load);
  return (
    <section ref={section} className={classes.section} aria-labelledby="destacados-titulo">
      <div className={ui.container}>
        <div className={`${ui.stack} ${ui.gapXs} ${classes.intro}`}>
          <h2 id="destacados-titulo" className={`${ui.title} ${ui.h2}`}>
            {title}
          </h2>
          <p className={`${ui.text} ${ui.lg} ${ui.gray7} ${classes.introText}`}>{subtitle}</p>
        </div>
        <Suspense fallback={<SlidesLoading />}>
          <FeaturedSlides.Component
            slides={items.map((item) => ({
              key: `${item.__typename}-${item.id}`,
              content:
                item.__typename === 'Article' ? (
                  <ArticleCard article={item} titleOrder={3} missingCategoryLabel="Sin Categoría" />
                ) : (
                  <GuideCard guide={item} titleOrder={3} missingCategoryLabel="Sin Categoría" />
                ),
            }))}
          />
        </Suspense>
      </div>
    </section>
  );
}
