import { Button, Container, Group, Image, Loader, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useSiteConfig } from '../../siteConfig/useSiteConfig';
import classes from './HeroSection.module.css';

/** Hero: configured title, subtitle and images, with the two calls to action of the spec. */
export function HeroSection() {
  const { get, image, loading } = useSiteConfig();
  const title = get('home_hero_title');
  const subtitle = get('home_hero_subtitle');
  const mainImage = image('home_hero_main_image_url');
  const secondaryImage = image('home_hero_secondary_image_url');
  const waiting = loading && !title && !subtitle;

  return (
    <section className={classes.hero} aria-labelledby="inicio-titulo" aria-busy={waiting}>
      <Container size="lg" className={classes.inner}>
        <Stack gap="lg" className={classes.text}>
          {waiting ? (
            <Loader aria-label="Cargando contenido" color="teal" />
          ) : (
            <>
              <Title order={1} id="inicio-titulo" className={classes.title}>
                {title}
              </Title>
              <Text size="xl" className={classes.subtitle}>
                {subtitle}
              </Text>
            </>
          )}
          <Group gap="md">
            <Button component={Link} to={paths.guides.getHref()} size="lg" radius="xl">
              Explorar Guías
            </Button>
            <Button component={Link} to={paths.articles.getHref()} size="lg" radius="xl" variant="outline">
              Leer Artículos
            </Button>
          </Group>
        </Stack>
        {(mainImage || secondaryImage) && (
          <div className={classes.images}>
            {/* Both images are on a phone's first screen (never lazy); the main one is the largest thing there: fetch it first, at the width shown. */}
            {mainImage && (
              <Image
                {...mainImage}
                sizes="(min-width: 62em) 520px, calc(100vw - 32px)"
                fetchPriority="high"
                alt=""
                className={classes.mainImage}
                radius="xl"
              />
            )}
            {secondaryImage && (
              <Image
                {...secondaryImage}
                sizes="(min-width: 62em) 210px, 40vw"
                alt=""
                className={classes.secondaryImage}
                radius="lg"
              />
            )}
          </div>
        )}
      </Container>
    </section>
  );
}
