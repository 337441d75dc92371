import { adminPaths } from '../adminPaths';
import { EditPageFrame, type EditPageLoadFailure } from '../shared/EditPageFrame';
import { ArticleForm } from './ArticleForm';
import { articleValuesFrom, emptyArticleValues } from './articleForm';
import { AdminArticleEditQuery } from './articleQueries';

const LOAD_FAILURE: EditPageLoadFailure = {
  display: 'toast',
  loadError: (detail) => `No se pudo cargar el artículo: ${detail}`,
  notFound: 'Artículo no encontrado.',
};

/** /admin/articles/new and /admin/articles/edit/:id. */
export function ArticleFormPage() {
  return (
    <EditPageFrame
      query={AdminArticleEditQuery}
      select={(data) => data.adminArticle}
      loaderLabel="Cargando artículo"
      listHref={adminPaths.articles.getHref()}
      failure={LOAD_FAILURE}
      renderForm={(article, id) => (
        <ArticleForm
          // A restored revision (Historial) reloads the item: a new form starts from its values.
          key={article?.updatedAt}
          articleId={id}
          initialValues={article ? articleValuesFrom(article) : emptyArticleValues()}
        />
      )}
    />
  );
}
