import { useQuery } from '@apollo/client/react';
import { paths } from '../../../config/paths';
import { adminPaths } from '../adminPaths';
import { graphql } from '../gql';
import { AdminListPage } from '../shared/AdminListPage';
import { formatDate } from '../shared/format';
import { deleteAction, editAction, seeActions } from '../shared/rowActions';
import { StatusBadge } from '../shared/StatusBadge';
import { useLoadErrorToast } from '../shared/useLoadErrorToast';
import { useListPaging, useServerList } from '../shared/useServerList';
import { useDeleteArticleMutation } from './useDeleteArticleMutation';

const AdminArticlesListQuery = graphql(/* GraphQL */ `
  query AdminArticlesList($input: AdminListInput) {
    adminArticles(input: $input) {
      items {
        id
        title
        status
        createdAt
        category {
          id
          name
        }
      }
      totalCount
      pageCount
    }
  }
`);

export function ArticlesListPage() {
  const list = useServerList();
  const { data, previousData, loading, error } = useQuery(AdminArticlesListQuery, {
    variables: { input: list.input },
  });
  // The last page stays on screen while the next one loads, so the table does not flicker.
  const result = (data ?? previousData)?.adminArticles;
  const server = useListPaging(list, error ? undefined : result);
  const { deleteArticle, loading: deleting } = useDeleteArticleMutation();
  useLoadErrorToast(error, 'Error', 'No se pudieron cargar los artículos.');

  return (
    <AdminListPage
      title="Artículos"
      createLabel="Nuevo Artículo"
      createFirstLabel="Crear el primer artículo"
      createHref={adminPaths.articleNew.getHref()}
      rows={error ? [] : (result?.items ?? [])}
      server={server}
      loading={loading}
      errorTitle="Error al cargar los artículos"
      errorMessage={error ? 'No se pudieron cargar los artículos.' : null}
      emptyText="Todavía no hay artículos."
      searchLabel="Buscar artículos"
      tableMinWidth={640}
      columns={[
        { header: 'Título', cell: (article) => article.title, fw: 500 },
        { header: 'Categoría', cell: (article) => article.category?.name ?? 'Sin categoría' },
        { header: 'Fecha', cell: (article) => formatDate(article.createdAt) },
        { header: 'Estado', cell: (article) => <StatusBadge status={article.status} /> },
      ]}
      rowLabel={(article) => article.title}
      rowActions={(article, confirmDelete) => [
        ...seeActions(
          article.status,
          'Ver Artículo',
          paths.article.getHref(article.id),
          adminPaths.articlePreview.getHref(article.id),
        ),
        editAction(adminPaths.articleEdit.getHref(article.id)),
        deleteAction(confirmDelete),
      ]}
      deleteNoun="el artículo"
      deleting={deleting}
      onDelete={deleteArticle}
    />
  );
}
