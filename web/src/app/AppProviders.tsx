import { ApolloProvider } from '@apollo/client/react';
import type { ApolloClient } from '@apollo/client';
import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { LazyNotifications } from './LazyNotifications';
import { cssVariablesResolver, theme } from './theme';
import { PROVIDER_WITHOUT_STYLE_ELEMENTS } from './themeStyles';

interface AppProvidersProps {
  client: ApolloClient;
  children: ReactNode;
}

/** The providers every page shares, on the server and in the browser; toasts: see LazyNotifications. */
export function AppProviders({ client, children }: AppProvidersProps) {
  return (
    <ApolloProvider client={client}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} {...PROVIDER_WITHOUT_STYLE_ELEMENTS}>
        <LazyNotifications />
        {children}
      </MantineProvider>
    </ApolloProvider>
  );
}
