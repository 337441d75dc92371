import { Button, Loader } from '@mantine/core';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import ui from '../../../components/Plain/Plain.module.css';
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
      <div className={`${ui.container} ${classes.inner}`}>
        <div className={`${ui.stack} ${ui.gapLg} ${classes.text}`}>
          {waiting ? (
            <Loader aria-label="Cargando contenido" color="teal" />
          ) : (
            <>
              <h1 id="inicio-titulo" className={`${ui.title} ${ui.h1} ${classes.title}`}>
                {title}
              </h1>
              <p className={`${ui.text} ${ui.xl} ${classes.subtitle}`}>{subtitle}</p>
            </>
          )}
          <div className={ui.group}>
            <Button component={Link} to={paths.guides.getHref()} size="lg" radius="xl">
              Explorar Guías
            </Button>
            <Button component={Link} to={paths.articles.getHref()} size="lg" radius="xl" variant="outline">
              Leer Artículos
            </Button>
          </div>
        </div>
        {(mainImage || secondaryImage) && (
          <div className={classes.images}>
            {/* Both images are on a phone's first screen (never lazy); the main one is the largest thing there: fetch it first, at the width shown. */}
            {mainImage && (
              <img
                {...mainImage}
                sizes="(min-width: 62em) 520px, calc(100vw - 32px)"
                fetchPriority="high"
                alt=""
                className={classes.mainImage}
              />
            )}
            {secondaryImage && (
              <img
                {...secondaryImage}
                sizes="(min-width: 62em) 210px, 40vw"
                alt=""
                className={classes.secondaryImage}
              />
            )}
          </div>
        )}
      </div>
    </section>
  );
}
