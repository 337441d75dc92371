import { paths } from '../../../config/paths';
import { ContentListPage } from '../content/ContentListPage';
import { formatDate } from '../shared/format';
import { deleteAction, editAction, seeActions } from '../shared/rowActions';
import { ARTICLE_KIND } from './articleKind';
import { useDeleteArticleMutation } from './useDeleteArticleMutation';
import { AdminArticlesListQuery } from './articleQueries';

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
