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

/** Spec wording of the toast title: '{vistas|calificaciones|destacado} Actualizado'. */
const FLAG_WORDS: Record<ContentFlag, string> = {
  SHOW_VIEWS: 'vistas',
  SHOW_RATINGS: 'calificaciones',
  IS_FEATURED: 'destacado',
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
      notifySuccess(`${FLAG_WORDS[flag]} Actualizado`, `«${item.title}»: ${value ? 'activado' : 'desactivado'}.`);
    } catch (error) {
      notifyError('Error', `No se pudo cambiar el estado. ${errorMessage(error)}`);
    }
  }

  return { setFlag };
}
