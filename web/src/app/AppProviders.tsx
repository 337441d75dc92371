import { ApolloProvider } from '@apollo/client/react';
import type { ApolloClient } from '@apollo/client';
import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import type { ToastPlacement } from '../lib/toastSettings';
import { LazyNotifications } from './LazyNotifications';
import { cssVariablesResolver, theme } from './theme';
import { PROVIDER_WITHOUT_STYLE_ELEMENTS } from './themeStyles';

interface AppProvidersProps {
  client: ApolloClient;
  children: ReactNode;
}

/**
 * The theme and the toasts (see LazyNotifications), for the public site and the admin's own build
 * (which places its toasts apart from its navigation: ADMIN_TOAST_PLACEMENT).
 */
export function UiProviders({ children, toastPlacement }: { children: ReactNode; toastPlacement?: ToastPlacement }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} {...PROVIDER_WITHOUT_STYLE_ELEMENTS}>
      <LazyNotifications placement={toastPlacement} />
      {children}
    </MantineProvider>
  );
}

/**
 * The providers every public page shares, on the server and in the browser.
 * The admin brings its own Apollo Client (features/admin/AdminRoot).
 */
export function AppProviders({ client, children }: AppProvidersProps) {
  return (
    <ApolloProvider client={client}>
      <UiProviders>{children}</UiProviders>
    </ApolloProvider>
  );
}
