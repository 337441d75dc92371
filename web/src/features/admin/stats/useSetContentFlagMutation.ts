import { useMutation } from '@apollo/client/react';
import { graphql } from '../gql';
import type { ContentFlag, ContentType } from '../gql/graphql';
import { errorMessage } from '../shared/graphqlErrors';
import { notifyError, notifySuccess } from '../shared/notify';

const SetContentFlagMutation = graphql(/* GraphQL */ `
  mutation SetContentFlag($contentType: ContentType!, $id: ID!, $flag: ContentFlag!, $value: Boolean!) {
    setContentFlag(contentType: $contentType, id: $id, flag: $flag, value: $value) {
      id
      contentType
      showViews
      showRatings
      isFeatured
    }
  }
`);

/**
 * The toast title. The spec words it '{vistas|calificaciones|destacado} Actualizado'; said as
 * Spanish, the participle agrees with the noun (issue 35): 'Vistas actualizadas'.
 */
const FLAG_TOAST_TITLES: Record<ContentFlag, string> = {
  SHOW_VIEWS: 'Vistas actualizadas',
  SHOW_RATINGS: 'Calificaciones actualizadas',
  IS_FEATURED: 'Destacado actualizado',
};

interface FlaggedItem {
  id: string;
  contentType: ContentType;
  title: string;
}

/** Flips one statistics switch; the returned row replaces the cached one, so the table updates at once. */
export function useSetContentFlagMutation() {
  const [mutate] = useMutation(SetContentFlagMutation);

  async function setFlag(item: FlaggedItem, flag: ContentFlag, value: boolean): Promise<void> {
    try {
      await mutate({ variables: { contentType: item.contentType, id: item.id, flag, value } });
      notifySuccess(FLAG_TOAST_TITLES[flag], `«${item.title}»: ${value ? 'activado' : 'desactivado'}.`);
    } catch (error) {
      notifyError('Error', `No se pudo cambiar el estado. ${errorMessage(error)}`);
    }
  }

  return { setFlag };
}
