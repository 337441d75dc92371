import { Carousel, type CarouselProps } from '@mantine/carousel';
import type { ReactNode } from 'react';

export interface FeaturedSlidesProps {
  slides: { key: string; content: ReactNode }[];
  classNames: CarouselProps['classNames'];
}

/**
 * The swipeable carousel itself (Mantine's Carousel over Embla), kept in a chunk
 * of its own: the server renders it in full, and the browser fetches the
 * library when the section nears the screen (see FeaturedCarousel).
 */
export function FeaturedSlides({ slides, classNames }: FeaturedSlidesProps) {
  return (
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
      classNames={classNames}
    >
      {slides.map((slide, index) => (
        <Carousel.Slide key={slide.key} aria-label={`${index + 1} de ${slides.length}`}>
          {slide.content}
        </Carousel.Slide>
      ))}
    </Carousel>
  );
}
