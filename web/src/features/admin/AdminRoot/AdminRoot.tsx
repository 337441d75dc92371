import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { SessionExpiredDialog } from '../auth/SessionExpiredDialog';
import type { SessionBridge } from '../auth/sessionBridge';
import { useReauthentication } from '../auth/useReauthentication';
import classes from './AdminRoot.module.css';

interface AdminRootProps {
  /** The admin's own Apollo Client, made with the router so route loaders can fill it. */
  client: ApolloClient;
  session: SessionBridge;
}

/**
 * The root of every /admin route (login included): it gives the admin screens
 * their own Apollo Client. The admin is a build of its own, so leaving it is a
 * full page load: the client and its cache go with the page, and the public
 * page loaded next is rendered afresh by the server with the owner's edits.
 */
export function AdminRoot({ client, session }: AdminRootProps) {
  const reauthentication = useReauthentication();
  useEffect(() => session.connect(reauthentication.reauthenticate), [session, reauthentication.reauthenticate]);

  return (
    <ApolloProvider client={client}>
      <div className={classes.root}>
        <Outlet />
      </div>
      <SessionExpiredDialog opened={reauthentication.asking} onFinish={reauthentication.finish} />
    </ApolloProvider>
  );
}
