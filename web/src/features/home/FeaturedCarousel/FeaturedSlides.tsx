import { ActionIcon } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import type { EmblaOptionsType } from 'embla-carousel';
import useEmblaCarousel from 'embla-carousel-react';
import { useCallback, useEffect, useState, type KeyboardEvent, type ReactNode } from 'react';
import ui from '../../../components/Plain/Plain.module.css';
import classes from './FeaturedSlides.module.css';
import { useAppStarted } from '../../../lib/appStarted';
import { FIRST_SCREEN_SLIDES } from './firstScreenSlides';

export interface FeaturedSlidesProps {
  slides: { key: string; content: ReactNode }[];
}

interface Position {
  /** Scroll snaps: one per group of cards that fits the screen (one card per snap on a phone). */
  count: number;
  selected: number;
  canPrevious: boolean;
  canNext: boolean;
}

const BEFORE_INIT: Position = { count: 0, selected: 0, canPrevious: false, canNext: false };

/**
 * Under reduced motion the arrows, dots and keys jump to the next group instead of
 * scrolling there (Embla's duration 0 is instant); Embla applies media-query breakpoints
 * itself and follows a change of the setting. Dragging still follows the finger.
 */
const EMBLA_OPTIONS: EmblaOptionsType = {
  align: 'start',
  containScroll: 'trimSnaps',
  breakpoints: { '(prefers-reduced-motion: reduce)': { duration: 0 } },
};

/**
 * The swipeable carousel, straight on Embla and kept in a chunk of its own: the
 * server renders the first screen's slides, the browser fetches this code when the
 * section nears the screen (see FeaturedCarousel). Not Mantine's Carousel: its
 * screen-reader texts are fixed English ("Slide 1 of 8", "Previous slide"), it
 * writes a <style> element into the body, and it lays its arrows over the cards.
 * Here every audible text is Spanish and the arrows sit under the cards, beside
 * the dots, so they never cover a card on any screen.
 */
export function FeaturedSlides({ slides }: FeaturedSlidesProps) {
  const [viewportRef, embla] = useEmblaCarousel(EMBLA_OPTIONS);
  const [position, setPosition] = useState<Position>(BEFORE_INIT);
  // The server's slides while hydrating, so the markup matches; then all of them (firstScreenSlides.ts).
  const shown = useAppStarted() ? slides.length : FIRST_SCREEN_SLIDES;

  useEffect(() => {
    if (!embla) return;
    const update = () =>
      setPosition({
        count: embla.scrollSnapList().length,
        selected: embla.selectedScrollSnap(),
        canPrevious: embla.canScrollPrev(),
        canNext: embla.canScrollNext(),
      });
    update();
    // 'reInit' fires when the width changes the number of cards per screen.
    embla.on('select', update).on('reInit', update);
    return () => {
      embla.off('select', update).off('reInit', update);
    };
  }, [embla]);

  const previous = useCallback(() => embla?.scrollPrev(), [embla]);
  const next = useCallback(() => embla?.scrollNext(), [embla]);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') previous();
    else if (event.key === 'ArrowRight') next();
    else return;
    event.preventDefault();
  };

  return (
    <div
      role="region"
      aria-roledescription="carrusel"
      aria-label="Carrusel de contenido destacado"
      className={classes.root}
      onKeyDownCapture={onKeyDown}
    >
      <div role="status" aria-live="polite" aria-atomic="true" className={ui.visuallyHidden}>
        {position.count > 0 ? `Grupo ${position.selected + 1} de ${position.count}` : ''}
      </div>
      <div className={classes.viewport} ref={viewportRef}>
        <div className={classes.container}>
          {slides.slice(0, shown).map((slide, index) => (
            <div
              key={slide.key}
              role="group"
              aria-roledescription="destacado"
              aria-label={`${index + 1} de ${slides.length}`}
              className={classes.slide}
            >
              {slide.content}
            </div>
          ))}
        </div>
      </div>
      {position.count > 1 && (
        <div className={classes.controls}>
          <ActionIcon
            size={40}
            radius="xl"
            variant="light"
            aria-label="Destacado anterior"
            disabled={!position.canPrevious}
            onClick={previous}
          >
            <IconChevronLeft size={22} aria-hidden="true" />
          </ActionIcon>
          <div role="tablist" aria-label="Grupos de destacados" className={classes.indicators}>
            {Array.from({ length: position.count }, (_, index) => (
              <button
                key={index}
                type="button"
                role="tab"
                aria-label={`Ir al grupo ${index + 1} de destacados`}
                aria-selected={index === position.selected}
                tabIndex={index === position.selected ? 0 : -1}
                className={classes.indicator}
                onClick={() => embla?.scrollTo(index)}
              />
            ))}
          </div>
          <ActionIcon
            size={40}
            radius="xl"
            variant="light"
            aria-label="Destacado siguiente"
            disabled={!position.canNext}
            onClick={next}
          >
            <IconChevronRight size={22} aria-hidden="true" />
          </ActionIcon>
        </div>
      )}
    </div>
  );
}
