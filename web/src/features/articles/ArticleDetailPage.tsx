import { useParams } from 'react-router-dom';
import { paths } from '../../config/paths';
import { ContentDetailFrame, type ContentDetailTexts } from '../../components/DetailStates/ContentDetailFrame';
import { graphqlErrorMessage } from '../../components/errors/graphqlErrorMessage';
import { isPlausibleContentId } from '../../components/DetailStates/contentId';
import { graphql } from '../../gql';
import { definePage, type PageProps } from '../../lib/page/definePage';
import { pageQuery, type RouteLocation } from '../../lib/page/pageQuery';
import { useRecordView } from '../views/useRecordView';
import { ArticleView } from './ArticleView';

const ArticleDetailQuery = graphql(/* GraphQL */ `
  query ArticleDetail($id: ID!) {
    article(id: $id) {
      ...ArticleDetailFields
    }
  }
`);

const ARTICLE_TEXTS: ContentDetailTexts = {
  loading: 'Cargando artículo',
  errorTitle: 'Error al Cargar el Artículo',
  errorMessage: (error) =>
    graphqlErrorMessage(error, 'No se pudo cargar el artículo. Por favor, intenta de nuevo más tarde.'),
  notFoundTitle: 'Artículo no Encontrado',
  notFoundLines: [
    'El artículo que buscas no existe o no está disponible.',
    'Artículo no encontrado o no está publicado.',
  ],
  backHref: paths.articles.getHref(),
  backLabel: 'Volver a Artículos',
};

/** What the page renders with: the article, when the id can name one. */
const queries = ({ params: { id = '' } }: RouteLocation) => ({
  article: pageQuery(ArticleDetailQuery, { id }, { skip: !isPlausibleContentId(id) }),
});

/** /articulos/:id: header, sanitized content, views, ratings and WhatsApp sharing. */
function ArticleDetailPage({ data: { article: result } }: PageProps<typeof queries>) {
  const { id = '' } = useParams();
  const validId = isPlausibleContentId(id);
  const { data, loading, error } = result;
  const article = data?.article;
  useRecordView('ARTICLE', article?.id);

  return (
    <ContentDetailFrame
      validId={validId}
      loading={loading}
      hasData={data !== undefined}
      error={error}
      item={article}
      canonicalPath={paths.article.getHref(id)}
      texts={ARTICLE_TEXTS}
    >
      {(found) => <ArticleView article={found} />}
    </ContentDetailFrame>
  );
}

export const articleDetailPage = definePage({ queries, Component: ArticleDetailPage });
