// The admin uses many more Mantine components than the public site: it loads the full stylesheet in its own chunk.
import '@mantine/core/styles.css';
import { ApolloProvider, useApolloClient } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { adminPaths } from '../adminPaths';
import { createAdminApolloClient } from '../apollo/adminApolloClient';
import classes from './AdminRoot.module.css';
import { notifySessionExpired } from '../shared/notify';

/**
 * The root of every /admin route (login included): it gives the admin screens
 * their own Apollo Client. Leaving the admin area throws that client away and
 * empties the public client's cache, so public pages show the owner's edits.
 */
export function AdminRoot() {
  const publicClient = useApolloClient();
  const [adminClient] = useState(() =>
    createAdminApolloClient({
      onSessionExpired: () => {
        // The login page itself never announces an expired session (spec §8).
        if (window.location.pathname !== adminPaths.login.getHref()) notifySessionExpired();
      },
    }),
  );

  useEffect(() => () => void publicClient.clearStore(), [publicClient]);

  return (
    <ApolloProvider client={adminClient}>
      <div className={classes.root}>
        <Outlet />
      </div>
    </ApolloProvider>
  );
}
