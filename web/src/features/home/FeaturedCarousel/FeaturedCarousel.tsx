import '@mantine/carousel/styles.css';
import { useQuery } from '@apollo/client/react';
import { Carousel } from '@mantine/carousel';
import { Container, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { ArticleCard } from '../../../components/ContentCard/ArticleCard';
import { GuideCard } from '../../../components/ContentCard/GuideCard';
import { graphql } from '../../../gql';
import { useSiteConfig } from '../../siteConfig/useSiteConfig';
import classes from './FeaturedCarousel.module.css';

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

/**
 * Featured articles and guides in the shared content cards (which draw the
 * 'Destacado' badge and the highlighted border); the whole section stays
 * hidden when there are none or the request fails.
 */
export function FeaturedCarousel() {
  const { get } = useSiteConfig();
  const { data, error } = useQuery(HomeFeaturedContentQuery);

  useEffect(() => {
    if (error) console.error('No se pudo cargar el contenido destacado', error);
  }, [error]);

  const items = data?.featuredContent ?? [];
  if (error || items.length === 0) return null;

  return (
    <section className={classes.section} aria-labelledby="destacados-titulo">
      <Container size="lg">
        <Stack gap="xs" align="center" ta="center" mb="xl">
          <Title order={2} id="destacados-titulo">
            {get('home_featured_content_title')}
          </Title>
          <Text size="lg" c="gray.7" maw={680}>
            {get('home_featured_content_subtitle')}
          </Text>
        </Stack>
        <Carousel
          aria-label="Carrusel de contenido destacado"
          slideSize={{ base: '100%', sm: '50%', md: '33.3333%' }}
          slideGap="lg"
          emblaOptions={{ align: 'start', containScroll: 'trimSnaps' }}
          withIndicators
          controlSize={40}
          previousControlProps={{ 'aria-label': 'Destacado anterior' }}
          nextControlProps={{ 'aria-label': 'Destacado siguiente' }}
          getIndicatorProps={(index) => ({ 'aria-label': `Ir al grupo ${index + 1} de destacados` })}
          classNames={{
            viewport: classes.viewport,
            indicators: classes.indicators,
            indicator: classes.indicator,
            control: classes.control,
          }}
        >
          {items.map((item, index) => (
            <Carousel.Slide key={`${item.__typename}-${item.id}`} aria-label={`${index + 1} de ${items.length}`}>
              {item.__typename === 'Article' ? (
                <ArticleCard article={item} titleOrder={3} missingCategoryLabel="Sin Categoría" />
              ) : (
                <GuideCard guide={item} titleOrder={3} missingCategoryLabel="Sin Categoría" />
              )}
            </Carousel.Slide>
          ))}
        </Carousel>
      </Container>
    </section>
  );
}
