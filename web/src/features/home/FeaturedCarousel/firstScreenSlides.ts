/**
 * The featured slides the server renders: as many as the widest screen shows
 * at once. The others cannot be seen before the carousel runs (its viewport
 * clips them), and they were a third of the home page's HTML; they join on
 * the first render after hydration (FeaturedSlides.tsx).
 */
export const FIRST_SCREEN_SLIDES = 3;
