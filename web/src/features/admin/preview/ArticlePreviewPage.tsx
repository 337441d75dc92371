import { ArticleView } from '../../articles/ArticleView';
import { ContentPreview } from '../content/ContentPreview';
import { ARTICLE_KIND } from '../articles/articleKind';
import { AdminArticlePreviewQuery } from './previewQueries';

/** /admin/vista-previa/articulos/:id: the article page as visitors will see it, drafts too, for her eyes only. */
export function ArticlePreviewPage() {
  return (
    <ContentPreview
      kind={ARTICLE_KIND}
      query={AdminArticlePreviewQuery}
      select={(data) => data.adminArticle}
      render={(article) => <ArticleView article={article} preview />}
    />
  );
}
