import { Center, Loader } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useLogoutMutation } from './useLogoutMutation';

/**
 * The history state 'Cerrar Sesión' navigates with. A link from elsewhere (another site, a
 * bookmark) cannot set it, so only her own click signs her out.
 */
export const LOGOUT_STATE = { logout: true } as const;

function askedToLogOut(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { logout?: unknown }).logout === true;
}

/**
 * /admin/cerrar-sesion: signs out once the navigation here was allowed, so a
 * form with unsaved changes asks first, with the same dialog as any other
 * way out. Signing out loads the home page in place of this one.
 */
export function LogoutPage() {
  const { state } = useLocation();
  const navigate = useNavigate();
  const { logout } = useLogoutMutation();
  const asked = askedToLogOut(state);
  // Once per visit of this page, even if an effect runs twice.
  const started = useRef(false);

  useEffect(() => {
    if (!asked || started.current) return;
    started.current = true;
    void logout().then((left) => {
      // The failure has been shown in a toast: back to where she was.
      if (!left) void navigate(-1);
    });
  }, [asked, logout, navigate]);

  if (!asked) return <Navigate to={paths.admin.getHref()} replace />;
  return (
    <Center h="100vh">
      <Loader aria-label="Cerrando sesión" />
    </Center>
  );
}
