import { useQuery } from '@apollo/client/react';
import { Center, Loader } from '@mantine/core';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { adminPaths } from '../adminPaths';
import { graphql } from '../gql';
import { errorMessage, isSessionError } from '../shared/graphqlErrors';
import { notifyError } from '../shared/notify';
import { ArticleForm } from './ArticleForm';
import { articleValuesFrom, emptyArticleValues } from './articleForm';

const AdminArticleEditQuery = graphql(/* GraphQL */ `
  query AdminArticleEdit($id: ID!) {
    adminArticle(id: $id) {
      id
      title
      summary
      content
      categoryPosition
      status
      isFeatured
      imageUrl
      category {
        id
      }
    }
  }
`);

/** /admin/articles/new and /admin/articles/edit/:id. */
export function ArticleFormPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const { data, loading, error } = useQuery(AdminArticleEditQuery, {
    variables: { id: id ?? '' },
    skip: !id,
    fetchPolicy: 'network-only',
  });
  const notFound = Boolean(id) && !loading && !error && data !== undefined && data.adminArticle === null;

  useEffect(() => {
    if (!error && !notFound) return;
    if (!isSessionError(error))
      notifyError('Error', error ? `No se pudo cargar el artículo: ${errorMessage(error)}` : 'Artículo no encontrado.');
    navigate(adminPaths.articles.getHref(), { replace: true });
  }, [error, notFound, navigate]);

  if (!id) return <ArticleForm key="new" articleId={null} initialValues={emptyArticleValues()} />;
  if (!data?.adminArticle) {
    return (
      <Center py="xl">
        <Loader aria-label="Cargando artículo" />
      </Center>
    );
  }
  return <ArticleForm key={id} articleId={id} initialValues={articleValuesFrom(data.adminArticle)} />;
}
