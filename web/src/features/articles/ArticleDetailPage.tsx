import { graphql } from '../../gql';
import { pageQuery } from '../../lib/page/pageQuery';
import { defineContentDetailPage } from '../content/ContentDetail';
import { ARTICLE_KIND } from './articleKind';
import { articleHead } from './articleHead';
import { ArticleView } from './ArticleView';

const ArticleDetailQuery = graphql(/* GraphQL */ `
  query ArticleDetail($id: ID!) {
    article(id: $id) {
      ...ArticleDetailFields
    }
  }
`);

/** /articulos/:id: header, sanitized content, views, ratings and WhatsApp sharing (features/content/ContentDetail.tsx). */
export const articleDetailPage = defineContentDetailPage({
  kind: ARTICLE_KIND,
  query: (id, options) => pageQuery(ArticleDetailQuery, { id }, options),
  select: (data) => data.article,
  render: (article) => <ArticleView article={article} />,
  head: articleHead,
});
