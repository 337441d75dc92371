import {
  Button,
  createTheme,
  Input,
  Notification,
  type CSSVariablesResolver,
  type MantineColorsTuple,
} from '@mantine/core';
import classes from './theme.module.css';

const teal: MantineColorsTuple = [
  '#e8f6f2',
  '#d6ebe5',
  '#aed5ca',
  '#82bfad',
  '#5eac95',
  '#47a086',
  '#3a9a7e',
  '#2f7d6d',
  '#24705f',
  '#0f5f4f',
];

/** One theme for the whole app: warm, calm, readable on phones. */
export const theme = createTheme({
  primaryColor: 'teal',
  primaryShade: 7,
  colors: { teal },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontFamily: 'Georgia, "Times New Roman", serif', fontWeight: '700' },
  defaultRadius: 'md',
  // Mantine's transitions (toasts, popovers) run at zero duration when the visitor asks for reduced motion.
  respectReducedMotion: true,
  components: {
    Button: Button.extend({
      classNames: { root: classes.buttonRoot, inner: classes.buttonInner, label: classes.buttonLabel },
    }),
    // Every text field, select and textarea (Mantine builds them all on Input): see theme.module.css.
    Input: Input.extend({ classNames: { input: classes.input } }),
    // Toasts are shown from many places (notifications.show); their close button needs a name for screen readers.
    // The description's gray (gray-6, 3.3:1 on white) failed WCAG AA contrast: see theme.module.css.
    Notification: Notification.extend({
      defaultProps: { closeButtonProps: { 'aria-label': 'Cerrar notificación' } },
      classNames: { description: classes.toastDescription },
    }),
  },
});

/**
 * Mantine's error colour (red-6, #fa5252) reads 3.3:1 on white, under WCAG AA's 4.5:1 for
 * form error texts; red-9 (#c92a2a) reads 5.4:1. The text of a light yellow alert or badge
 * (yellow-9, #e67700) reads 2.7:1 on its own background; #8f4700 reads 6.1:1.
 */
export const cssVariablesResolver: CSSVariablesResolver = (resolved) => ({
  variables: {},
  light: { '--mantine-color-error': resolved.colors.red[9], '--mantine-color-yellow-light-color': '#8f4700' },
  dark: {},
});
