import { useQuery } from '@apollo/client/react';
import { Center, Loader } from '@mantine/core';
import { useMemo, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigation } from 'react-router-dom';
import { adminPaths } from '../adminPaths';
import { AdminMeQuery } from './adminMeQuery';
import type { LoginRedirectState } from './rememberedLocation';

/** Shows its children only to a signed-in administrator; everyone else goes to the login page. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const location = useLocation();
  // The session can end while the next screen's data loads (its route loader was refused):
  // she goes back there after signing in, not to the screen still showing. (Not to the login
  // page this guard is itself sending her to, while its code loads.)
  const heading = useNavigation().location;
  const target = heading && heading.pathname !== adminPaths.login.getHref() ? heading : location;
  const { pathname, search, hash } = target;
  // One object per target: <Navigate> navigates again whenever its state is a new object, and
  // this guard renders again as that navigation progresses.
  const state = useMemo<LoginRedirectState>(() => ({ from: { pathname, search, hash } }), [pathname, search, hash]);
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
    return <Navigate to={adminPaths.login.getHref()} replace state={state} />;
  }
  return children;
}
