import { ArticleCard } from '../../components/ContentCard/ArticleCard';
import { graphql } from '../../gql';
import { pageQuery } from '../../lib/page/pageQuery';
import { defineContentListPage } from '../content/ContentList';
import { ARTICLE_KIND } from './articleKind';

const ArticlesPageQuery = graphql(/* GraphQL */ `
  query ArticlesPage($input: ContentListInput) {
    articles(input: $input) {
      totalCount
      pageCount
      page
      items {
        id
        ...ArticleCard_article
      }
    }
  }
`);

/** /articulos: the articles' list (features/content/ContentList.tsx) with their cards. */
export const articlesPage = defineContentListPage({
  kind: ARTICLE_KIND,
  query: (input) => pageQuery(ArticlesPageQuery, { input }),
  select: (data) => data.articles,
  renderItem: (article, first) => <ArticleCard article={article} priorityImage={first} />,
});
