import { MantineProvider } from '@mantine/core';
import { cssVariablesResolver, theme } from './theme';

/**
 * MantineProvider writes the theme's CSS variables and its global classes as two
 * <style> elements where it is mounted, at the top of #root: invalid HTML (a
 * <style> is not flow content) in every server-rendered page. The provider is
 * told not to write them, and the server puts the same two elements in <head>
 * (ThemeStyles, rendered once per process by entry-server.tsx).
 */
export const PROVIDER_WITHOUT_STYLE_ELEMENTS = { withCssVariables: false, withGlobalClasses: false } as const;

/** Only Mantine's two <style> elements, for the head of every page. */
export function ThemeStyles() {
  return <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} />;
}
