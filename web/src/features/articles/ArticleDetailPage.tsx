import { graphql } from '../../gql';
import { pageQuery } from '../../lib/page/pageQuery';
import { defineContentDetailPage } from '../content/ContentDetail';
import { ARTICLE_KIND } from './articleKind';
import { articleHead } from './articleHead';
import { ArticleView } from './ArticleView';
import { newsletterEnabledQuery } from '../newsletter/newsletterEnabled';
import { NewsletterSignupWhenEnabled } from '../newsletter/NewsletterSignup/NewsletterSignupWhenEnabled';

const ArticleDetailQuery = graphql(/* GraphQL */ `
  query ArticleDetail($id: ID!) {
    article(id: $id) {
      ...ArticleDetailFields
    }
  }
`);

/** /articulos/:id: header, sanitized content, views, ratings, WhatsApp sharing and the subscribe box (features/content/ContentDetail.tsx). */
export const articleDetailPage = defineContentDetailPage({
  kind: ARTICLE_KIND,
  // An article's page also shows the subscribe box, when e-mail is set up.
  query: (id, options) =>
    pageQuery(
      ArticleDetailQuery,
      { id },
      { ...options, then: (data) => (data.article ? [newsletterEnabledQuery] : []) },
    ),
  select: (data) => data.article,
  render: (article) => (
    <>
      <ArticleView article={article} />
      <NewsletterSignupWhenEnabled />
    </>
  ),
  head: articleHead,
});
