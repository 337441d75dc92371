import { useQuery } from '@apollo/client/react';
import { Table } from '@mantine/core';
import { IconEdit, IconExternalLink, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { paths } from '../../../app/paths';
import { graphql } from '../gql';
import type { AdminArticlesListQuery } from '../gql/graphql';
import { DeleteConfirmDialog } from '../shared/DeleteConfirmDialog';
import { formatDate } from '../shared/format';
import { ListFrame } from '../shared/ListFrame';
import { PageHeader } from '../shared/PageHeader';
import { RowActionsMenu } from '../shared/RowActionsMenu';
import { filterBySearch } from '../shared/searchFilter';
import { StatusBadge } from '../shared/StatusBadge';
import { useLoadErrorToast } from '../shared/useLoadErrorToast';
import { useDeleteArticleMutation } from './useDeleteArticleMutation';

const AdminArticlesListQuery = graphql(/* GraphQL */ `
  query AdminArticlesList {
    adminArticles {
      id
      title
      status
      createdAt
      category {
        id
        name
      }
    }
  }
`);

type ArticleRow = AdminArticlesListQuery['adminArticles'][number];

export function ArticlesListPage() {
  const { data, loading, error } = useQuery(AdminArticlesListQuery);
  const [search, setSearch] = useState('');
  const [toDelete, setToDelete] = useState<ArticleRow | null>(null);
  const { deleteArticle, loading: deleting } = useDeleteArticleMutation();
  useLoadErrorToast(error, 'Error', 'No se pudieron cargar los artículos.');

  // Spec: a failed load empties the list.
  const articles = error ? [] : (data?.adminArticles ?? []);
  const shown = filterBySearch(articles, search, (a) => [a.title, a.category?.name]);

  return (
    <>
      <PageHeader title="Artículos" createLabel="Nuevo Artículo" createHref={paths.adminArticleNew.getHref()} />
      <ListFrame
        searchLabel="Buscar artículos"
        search={search}
        onSearchChange={setSearch}
        loading={loading}
        errorTitle="Error al cargar los artículos"
        errorMessage={error ? 'No se pudieron cargar los artículos.' : null}
        total={articles.length}
        shown={shown.length}
        emptyText="Todavía no hay artículos."
        createLabel="Crear el primer artículo"
        createHref={paths.adminArticleNew.getHref()}
      >
        <Table.ScrollContainer minWidth={640}>
          <Table striped highlightOnHover verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Título</Table.Th>
                <Table.Th>Categoría</Table.Th>
                <Table.Th>Fecha</Table.Th>
                <Table.Th>Estado</Table.Th>
                <Table.Th>Acciones</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {shown.map((article) => (
                <Table.Tr key={article.id}>
                  <Table.Td fw={500}>{article.title}</Table.Td>
                  <Table.Td>{article.category?.name ?? 'Sin categoría'}</Table.Td>
                  <Table.Td>{formatDate(article.createdAt)}</Table.Td>
                  <Table.Td>
                    <StatusBadge status={article.status} />
                  </Table.Td>
                  <Table.Td>
                    <RowActionsMenu
                      rowLabel={article.title}
                      actions={[
                        {
                          kind: 'external',
                          label: 'Ver Artículo',
                          href: paths.article.getHref(article.id),
                          icon: <IconExternalLink size={16} aria-hidden />,
                        },
                        {
                          kind: 'link',
                          label: 'Editar',
                          href: paths.adminArticleEdit.getHref(article.id),
                          icon: <IconEdit size={16} aria-hidden />,
                        },
                        {
                          kind: 'button',
                          label: 'Eliminar',
                          danger: true,
                          onClick: () => setToDelete(article),
                          icon: <IconTrash size={16} aria-hidden />,
                        },
                      ]}
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </ListFrame>
      <DeleteConfirmDialog
        opened={toDelete !== null}
        subject={`el artículo «${toDelete?.title ?? ''}»`}
        loading={deleting}
        onClose={() => setToDelete(null)}
        onConfirm={async () => {
          if (toDelete && (await deleteArticle(toDelete))) setToDelete(null);
        }}
      />
    </>
  );
}
