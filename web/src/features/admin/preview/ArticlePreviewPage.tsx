import { useQuery } from '@apollo/client/react';
import { useParams } from 'react-router-dom';
import { DetailLoading, DetailMessage, DetailText } from '../../../components/DetailStates/DetailStates';
import { ArticleView } from '../../articles/ArticleView';
import { adminPaths } from '../adminPaths';
import { graphql } from '../gql';
import { PreviewBanner } from './PreviewBanner';

const AdminArticlePreviewQuery = graphql(/* GraphQL */ `
  query AdminArticlePreview($id: ID!) {
    adminArticle(id: $id) {
      ...ArticleDetailFields
      status
    }
  }
`);

/** /admin/vista-previa/articulos/:id: the article page as visitors will see it, drafts too, for her eyes only. */
export function ArticlePreviewPage() {
  const { id = '' } = useParams();
  const { data, loading, error } = useQuery(AdminArticlePreviewQuery, {
    variables: { id },
    fetchPolicy: 'network-only',
  });
  const article = data?.adminArticle;

  if (loading && !data) return <DetailLoading label="Cargando vista previa" />;
  if (!article) {
    return (
      <DetailMessage
        tone={error ? 'error' : 'notFound'}
        canonicalPath={adminPaths.articlePreview.getHref(id)}
        title="Artículo no Encontrado"
        backHref={adminPaths.articles.getHref()}
        backLabel="Volver a Artículos"
      >
        <DetailText>El artículo que buscas no existe o fue eliminado.</DetailText>
      </DetailMessage>
    );
  }
  return (
    <>
      <PreviewBanner kind="article" status={article.status} editHref={adminPaths.articleEdit.getHref(article.id)} />
      <div inert>
        <ArticleView article={article} preview />
      </div>
    </>
  );
}
