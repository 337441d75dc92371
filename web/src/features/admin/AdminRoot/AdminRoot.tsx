// The admin uses many more Mantine components than the public site: it loads the full stylesheet in its own chunk.
import '@mantine/core/styles.css';
import { ApolloProvider, useApolloClient } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { adminPaths } from '../adminPaths';
import { createAdminApolloClient } from '../apollo/adminApolloClient';
import { SessionExpiredDialog } from '../auth/SessionExpiredDialog';
import { useReauthentication } from '../auth/useReauthentication';
import classes from './AdminRoot.module.css';
import { notifySessionExpired } from '../shared/notify';

/**
 * The root of every /admin route (login included): it gives the admin screens
 * their own Apollo Client. Leaving the admin area throws that client away; the
 * public client's cache is emptied on the way in, so public pages shown after
 * the admin fetch the owner's edits. Emptying it on the way out instead raced
 * the next public page: its queries were already in flight and clearStore()
 * rejected them ("Store reset while query was in flight"), leaving it blank.
 */
export function AdminRoot() {
  const publicClient = useApolloClient();
  const session = useReauthentication();
  const [adminClient] = useState(() =>
    createAdminApolloClient({
      onSessionExpired: () => {
        // The login page itself never announces an expired session (spec §8).
        if (window.location.pathname !== adminPaths.login.getHref()) notifySessionExpired();
      },
      reauthenticate: session.reauthenticate,
    }),
  );

  useEffect(() => void publicClient.clearStore(), [publicClient]);

  return (
    <ApolloProvider client={adminClient}>
      <div className={classes.root}>
        <Outlet />
      </div>
      <SessionExpiredDialog opened={session.asking} onFinish={session.finish} />
    </ApolloProvider>
  );
}
