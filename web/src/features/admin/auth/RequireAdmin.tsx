import { useQuery } from '@apollo/client/react';
import { Center, Loader } from '@mantine/core';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { adminPaths } from '../adminPaths';
import { AdminMeQuery } from './adminMeQuery';
import type { LoginRedirectState } from './rememberedLocation';

/** Shows its children only to a signed-in administrator; everyone else goes to the login page. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const location = useLocation();
  const { data, loading } = useQuery(AdminMeQuery);

  if (loading && !data) {
    return (
      <Center mih="100vh">
        <Loader aria-label="Verificando sesión" />
      </Center>
    );
  }
  // Only administrators get in; the server refuses admin calls from anyone else anyway.
  if (data?.me?.role !== 'ADMIN') {
    const state: LoginRedirectState = {
      from: { pathname: location.pathname, search: location.search, hash: location.hash },
    };
    return <Navigate to={adminPaths.login.getHref()} replace state={state} />;
  }
  return children;
}
