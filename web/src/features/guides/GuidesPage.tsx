import { paths } from '../../config/paths';
import ui from '../../components/Plain/Plain.module.css';
import { showToast } from '../../lib/toastSettings';
import { buyButtonQueries } from '../../components/BuyGuideButton/usePaymentsEnabled';
import { categoryOptions, categoryOptionsQuery } from '../../components/CategoryFilter/categoryOptions';
import { GuideCard } from '../../components/ContentCard/GuideCard';
import { graphqlErrorMessage } from '../../components/errors/graphqlErrorMessage';
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

const GuidesPageQuery = graphql(/* GraphQL */ `
  query GuidesPage($input: ContentListInput) {
    guides(input: $input) {
      totalCount
      pageCount
      page
      items {
        id
        ...GuideCard_guide
      }
    }
  }
`);

/** What the page renders with: the list, categories, and the cards' buy buttons. */
const queries = ({ searchParams }: RouteLocation) => ({
  guides: pageQuery(
    GuidesPageQuery,
    { input: toListInput(readListParams(searchParams)) },
    { then: (data) => buyButtonQueries(data.guides.items) },
  ),
  categories: categoryOptionsQuery,
});

/** /guias: the same search, sort, category filter and pagination as the articles list. */
function GuidesPage({ data: results }: PageProps<typeof queries>) {
  const { params, update, pageHref, isFiltered } = useListFilters();
  const { data, previousData, loading, error } = results.guides;
  const { categories, error: categoriesError } = categoryOptions(results.categories);
  const siteConfig = useSiteConfig();

  useReportError(error, (failure) => {
    // Spec: the original logged read failures as possible 'permission denied' errors for debugging.
    console.error('No se pudieron cargar las guías (¿"permission denied" en la base de datos?)', failure);
    showToast({
      color: 'red',
      title: 'Error',
      message: graphqlErrorMessage(failure, 'No se pudieron cargar las guías.'),
    });
  });
  useReportError(categoriesError, (failure) => {
    console.error('No se pudieron cargar las categorías', failure);
    showToast({ color: 'red', title: 'Error', message: 'No se pudieron cargar las categorías.' });
  });

  return (
    <div className={`${ui.container} ${ui.padY}`}>
      <ListHead
        title="Guías Prácticas para la Familia"
        description="Guías prácticas para descargar: rutinas, emociones, límites y comunicación en familia, de la mano de una psicóloga familiar e infantil."
        basePath={paths.guides.getHref()}
        params={params}
        keywords={`guías para padres, guías de crianza en PDF, ${DEFAULT_KEYWORDS}`}
        image={siteConfig.image('site_og_image_url_guides') ?? siteConfig.image('site_og_image_url')}
      />
      <div className={`${ui.stack} ${ui.gapXl}`}>
        <h1 className={`${ui.title} ${ui.h1}`}>Guías Prácticas para la Familia</h1>
        <ListToolbar
          params={params}
          onChange={update}
          categories={categories}
          searchLabel="Buscar guías"
          searchPlaceholder="Buscar por título o descripción"
        />
        <ContentListBody
          loading={loading}
          failed={Boolean(error)}
          result={(data ?? previousData)?.guides}
          renderItem={(guide, first) => <GuideCard guide={guide} priorityImage={first} />}
          loadingLabel="Cargando guías"
          errorTitle="Hubo un problema al cargar las guías."
          errorText="Es posible que se deba a un problema de permisos en la base de datos. Por favor, intenta recargar la página o vuelve más tarde."
          emptyMessage="No hay guías disponibles."
          isFiltered={isFiltered}
          pageHref={pageHref}
        />
      </div>
    </div>
  );
}

export const guidesPage = definePage({ queries, Component: GuidesPage });
