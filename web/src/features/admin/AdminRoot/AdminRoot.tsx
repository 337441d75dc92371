import { ApolloProvider } from '@apollo/client/react';
import { useState } from 'react';
import { Outlet } from 'react-router-dom';
import { adminPaths } from '../adminPaths';
import { createAdminApolloClient } from '../apollo/adminApolloClient';
import { SessionExpiredDialog } from '../auth/SessionExpiredDialog';
import { useReauthentication } from '../auth/useReauthentication';
import classes from './AdminRoot.module.css';
import { notifySessionExpired } from '../shared/notify';

/**
 * The root of every /admin route (login included): it gives the admin screens
 * their own Apollo Client. The admin is a build of its own, so leaving it is a
 * full page load: the client and its cache go with the page, and the public
 * page loaded next is rendered afresh by the server with the owner's edits.
 */
export function AdminRoot() {
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

  return (
    <ApolloProvider client={adminClient}>
      <div className={classes.root}>
        <Outlet />
      </div>
      <SessionExpiredDialog opened={session.asking} onFinish={session.finish} />
    </ApolloProvider>
  );
}
