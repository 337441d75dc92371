/** Mantine's modal close button has no text; this gives it a Spanish accessible name. */
export const CLOSE_BUTTON_PROPS = { 'aria-label': 'Cerrar' } as const;
