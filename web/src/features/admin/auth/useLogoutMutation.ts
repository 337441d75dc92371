import { useMutation } from '@apollo/client/react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { graphql } from '../gql';
import { errorCode, errorMessage } from '../shared/graphqlErrors';
import { notifyError, notifyInfo, notifySuccess } from '../shared/notify';

const AdminLogoutMutation = graphql(/* GraphQL */ `
  mutation AdminLogout {
    logout
  }
`);

/**
 * Signs out and goes to the public home page. Leaving the admin tree discards
 * the admin Apollo Client, so nothing of the session stays cached.
 */
export function useLogoutMutation() {
  const navigate = useNavigate();
  const [mutate, { loading }] = useMutation(AdminLogoutMutation);

  async function logout(): Promise<void> {
    try {
      await mutate();
      notifySuccess('Sesión cerrada', 'Has cerrado sesión correctamente.');
      navigate(paths.home.getHref());
    } catch (error) {
      if (errorCode(error) === 'UNAUTHENTICATED') {
        notifyInfo('Sesión ya cerrada', 'Ya no había una sesión activa.');
        navigate(paths.home.getHref());
        return;
      }
      notifyError('Error al cerrar sesión', errorMessage(error));
    }
  }

  return { logout, loading };
}
