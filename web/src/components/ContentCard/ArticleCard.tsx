import { paths } from '../../config/paths';
import { graphql } from '../../gql';
import type { ArticleCard_ArticleFragment } from '../../gql/graphql';
import { ContentCard, type CardDisplayProps } from './ContentCard';

export const ArticleCardFragment = graphql(/* GraphQL */ `
  fragment ArticleCard_article on Article {
    id
    title
    summary
    imageUrl
    image {
      width
      height
      srcSet
    }
    createdAt
    views
    showViews
    showRatings
    averageRating
    ratingCount
    isFeatured
    categoryPosition
    category {
      id
      name
    }
  }
`);

interface ArticleCardProps extends CardDisplayProps {
  article: ArticleCard_ArticleFragment;
}

/** An article's card: its summary under the title, linking to the article. */
export function ArticleCard({ article, ...display }: ArticleCardProps) {
  return <ContentCard content={article} href={paths.article.getHref(article.id)} text={article.summary} {...display} />;
}
