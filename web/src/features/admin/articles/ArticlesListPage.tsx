import { paths } from '../../../config/paths';
import { ContentListPage } from '../content/ContentListPage';
import { graphql } from '../gql';
import { formatDate } from '../shared/format';
import { deleteAction, editAction, seeActions } from '../shared/rowActions';
import { ARTICLE_KIND } from './articleKind';
import { useDeleteArticleMutation } from './useDeleteArticleMutation';

const AdminArticlesListQuery = graphql(/* GraphQL */ `
  query AdminArticlesList($input: AdminListInput) {
    adminArticles(input: $input) {
      items {
        id
        title
        status
        scheduledFor
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
  const deletion = useDeleteArticleMutation();
  return (
    <ContentListPage
      kind={ARTICLE_KIND}
      query={AdminArticlesListQuery}
      select={(data) => data.adminArticles}
      detailColumn={{ header: 'Fecha', cell: (article) => formatDate(article.createdAt) }}
      rowActions={(article, confirmDelete) => [
        ...seeActions(
          article.status,
          'Ver Artículo',
          paths.article.getHref(article.id),
          ARTICLE_KIND.paths.preview(article.id),
        ),
        editAction(ARTICLE_KIND.paths.edit(article.id)),
        deleteAction(confirmDelete),
      ]}
      deletion={deletion}
    />
  );
}
