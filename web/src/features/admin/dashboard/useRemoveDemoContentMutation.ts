import { useMutation } from '@apollo/client/react';
import { graphql } from '../gql';
import { countLabel } from '../shared/countLabel';
import { evictFields } from '../shared/evictFields';
import { errorMessage } from '../shared/graphqlErrors';
import { notifyError, notifySuccess } from '../shared/notify';

const RemoveDemoContentMutation = graphql(/* GraphQL */ `
  mutation RemoveDemoContent {
    removeDemoContent {
      articles
      guides
      categories
      siteImages
    }
  }
`);

/** Everything the removal can change: lists, counts, statistics, settings, and the card itself. */
const CHANGED_FIELDS = [
  'demoContent',
  'dashboardCounts',
  'adminArticles',
  'adminGuides',
  'categories',
  'contentStats',
  'adminSiteConfiguration',
];

export function useRemoveDemoContentMutation() {
  const [mutate, { loading }] = useMutation(RemoveDemoContentMutation, {
    update: (cache) => evictFields(cache, CHANGED_FIELDS),
  });

  async function removeDemoContent(): Promise<boolean> {
    try {
      const { data } = await mutate();
      const removed = data?.removeDemoContent;
      notifySuccess(
        'Contenido de ejemplo eliminado',
        removed
          ? `Se quitaron ${countLabel(removed.articles, 'artículo', 'artículos')}, ${countLabel(removed.guides, 'guía', 'guías')} y ${countLabel(removed.categories, 'categoría', 'categorías')} de ejemplo.`
          : 'El contenido de ejemplo fue eliminado.',
      );
      return true;
    } catch (error) {
      notifyError('Error al eliminar', `No se pudo quitar el contenido de ejemplo. ${errorMessage(error)}`);
      return false;
    }
  }

  return { removeDemoContent, loading };
}
