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
 * Apollo Client goes with the page. The home page takes the place of the
 * logout page in the history, so Back returns to the screen she left.
 */
function goHome(toast: KeptToast): void {
  keepToastForNextPage(toast);
  window.location.replace(paths.home.getHref());
}

/** Signs out and goes to the public home page; false when signing out failed (the toast says why). */
export function useLogoutMutation() {
  const [mutate, { loading }] = useMutation(AdminLogoutMutation);

  async function logout(): Promise<boolean> {
    try {
      await mutate();
      goHome(successToast('Sesión cerrada', 'Has cerrado sesión correctamente.'));
      return true;
    } catch (error) {
      if (errorCode(error) === 'UNAUTHENTICATED') {
        goHome(infoToast('Sesión ya cerrada', 'Ya no había una sesión activa.'));
        return true;
      }
      notifyError('Error al cerrar sesión', errorMessage(error));
      return false;
    }
  }

  return { logout, loading };
}
