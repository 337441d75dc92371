import { useQuery } from '@apollo/client/react';
import { useParams } from 'react-router-dom';
import { ArticleView } from '../../articles/ArticleView';
import { ARTICLE_KIND } from '../articles/articleKind';
import { ContentPreview } from '../content/ContentPreview';
import { graphql } from '../gql';

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
  return (
    <ContentPreview
      kind={ARTICLE_KIND}
      id={id}
      item={data?.adminArticle}
      loading={loading && !data}
      error={error}
      render={(article) => <ArticleView article={article} preview />}
    />
  );
}
