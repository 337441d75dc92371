import { ApolloProvider } from '@apollo/client/react';
import type { ApolloClient } from '@apollo/client';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';
import { theme } from './theme';

interface AppProvidersProps {
  client: ApolloClient;
  children: ReactNode;
}

/** Spec: one toast at a time, auto-dismissed after 5000 ms. */
export function AppProviders({ client, children }: AppProvidersProps) {
  return (
    <ApolloProvider client={client}>
      <MantineProvider theme={theme}>
        <Notifications limit={1} autoClose={5000} position="top-center" />
        {children}
      </MantineProvider>
    </ApolloProvider>
  );
}
