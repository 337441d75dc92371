import { paths } from '../../config/paths';
import ui from '../../components/Plain/Plain.module.css';
import { showToast } from '../../lib/toastSettings';
import { categoryOptions, categoryOptionsQuery } from '../../components/CategoryFilter/categoryOptions';
import { ArticleCard } from '../../components/ContentCard/ArticleCard';
import { readListParams, toListInput } from '../../components/ListFilters/listParams';
import { DEFAULT_KEYWORDS } from '../../head/headTypes';
import { ListHead } from '../../components/ListFilters/ListHead';
import { ListToolbar } from '../../components/ListFilters/ListToolbar';
import { useListFilters } from '../../components/ListFilters/useListFilters';
import { ContentListBody } from '../../components/ListStates/ContentListBody';
import { useReportError } from '../../components/ListStates/useReportError';
import { graphql } from '../../gql';
import { definePage, type PageProps } from '../../lib/page/definePage';
import { pageQuery, type RouteLocation } from '../../lib/page/pageQuery';
import { useSiteConfig } from '../siteConfig/useSiteConfig';

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

/** What the page renders with (the layout's route declares the site configuration). */
const queries = ({ searchParams }: RouteLocation) => ({
  articles: pageQuery(ArticlesPageQuery, { input: toListInput(readListParams(searchParams)) }),
  categories: categoryOptionsQuery,
});

/** /articulos: search, sort, category filter and a paginated grid, all in the URL. */
function ArticlesPage({ data: results }: PageProps<typeof queries>) {
  const { params, update, pageHref, isFiltered } = useListFilters();
  const { data, previousData, loading, error } = results.articles;
  const { categories, error: categoriesError } = categoryOptions(results.categories);
  const siteConfig = useSiteConfig();

  useReportError(error, (failure) => {
    console.error('No se pudieron cargar los artículos', failure);
    showToast({ color: 'red', title: 'Error', message: 'No se pudieron cargar los artículos.' });
  });
  // Spec: on this page a categories failure is only logged; the filter stays empty.
  useReportError(categoriesError, (failure) => console.error('No se pudieron cargar las categorías', failure));

  return (
    <div className={`${ui.container} ${ui.padY}`}>
      <ListHead
        title="Artículos para Crecer Juntos"
        description="Artículos sobre crianza, emociones, límites y vínculos familiares, escritos por una psicóloga familiar e infantil."
        basePath={paths.articles.getHref()}
        params={params}
        keywords={`artículos de crianza, ${DEFAULT_KEYWORDS}`}
        image={siteConfig.image('site_og_image_url_articles') ?? siteConfig.image('site_og_image_url')}
      />
      <div className={`${ui.stack} ${ui.gapXl}`}>
        <h1 className={`${ui.title} ${ui.h1}`}>Artículos para Crecer Juntos</h1>
        <ListToolbar
          params={params}
          onChange={update}
          categories={categories}
          searchLabel="Buscar artículos"
          searchPlaceholder="Buscar por título o resumen"
        />
        <ContentListBody
          loading={loading}
          failed={Boolean(error)}
          result={(data ?? previousData)?.articles}
          renderItem={(article, first) => <ArticleCard article={article} priorityImage={first} />}
          loadingLabel="Cargando artículos"
          errorTitle="Hubo un problema al cargar los artículos."
          errorText="Por favor, intenta recargar la página o vuelve más tarde."
          emptyMessage="No hay artículos disponibles."
          isFiltered={isFiltered}
          pageHref={pageHref}
        />
      </div>
    </div>
  );
}

export const articlesPage = definePage({ queries, Component: ArticlesPage });
