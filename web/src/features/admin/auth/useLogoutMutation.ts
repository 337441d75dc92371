import { useMutation } from '@apollo/client/react';
import { paths } from '../../../config/paths';
import { keepToastForNextPage, type KeptToast } from '../../../lib/keptToast';
import { graphql } from '../gql';
import { errorCode, errorMessage } from '../shared/graphqlErrors';
import { infoToast, notifyError, successToast } from '../shared/notify';

const AdminLogoutMutation = graphql(/* GraphQL */ `
  mutation AdminLogout {
    logout
  }
`);

/**
 * The public site is another build: the browser loads the home page, which
 * shows the toast kept for it. Nothing of the session stays cached: the admin
 * Apollo Client goes with the page.
 */
function goHome(toast: KeptToast): void {
  keepToastForNextPage(toast);
  window.location.assign(paths.home.getHref());
}

/** Signs out and goes to the public home page. */
export function useLogoutMutation() {
  const [mutate, { loading }] = useMutation(AdminLogoutMutation);

  async function logout(): Promise<void> {
    try {
      await mutate();
      goHome(successToast('Sesión cerrada', 'Has cerrado sesión correctamente.'));
    } catch (error) {
      if (errorCode(error) === 'UNAUTHENTICATED') {
        goHome(infoToast('Sesión ya cerrada', 'Ya no había una sesión activa.'));
        return;
      }
      notifyError('Error al cerrar sesión', errorMessage(error));
    }
  }

  return { logout, loading };
}
