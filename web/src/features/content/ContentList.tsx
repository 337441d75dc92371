import type { ReactNode } from 'react';
import ui from '../../components/Plain/Plain.module.css';
import { categoryOptions, categoryOptionsQuery } from '../../components/CategoryFilter/categoryOptions';
import { listCanonicalPath, readListParams, toListInput } from '../../components/ListFilters/listParams';
import { ListToolbar } from '../../components/ListFilters/ListToolbar';
import { useListFilters } from '../../components/ListFilters/useListFilters';
import { ContentListBody } from '../../components/ListStates/ContentListBody';
import { useReportError } from '../../components/ListStates/useReportError';
import { withSiteName } from '../../head/pageHeads';
import { definePage, type PageHeadInput, type PageProps, type PublicPage } from '../../lib/page/definePage';
import type { PageQuery, RouteLocation } from '../../lib/page/pageQuery';
import { useRecordSearch } from '../views/useRecordSearch';
import { kindShareImage } from './contentHead';
import type { PublicContentKind } from './contentKind';

/** One page of a list, as the API answers it. */
interface ListPage<Item> {
  items: Item[];
  page: number;
  pageCount: number;
}

interface ContentListDeclaration<Data, Item extends { id: string }> {
  kind: PublicContentKind;
  /** The kind's list query for the filters in the address (and what its answer leads to: buy buttons). */
  query: (input: ReturnType<typeof toListInput>) => PageQuery<Data>;
  /** The page of items in the query's answer. */
  select: (data: Data) => ListPage<Item>;
  /** The kind's card; `first` marks the list's first, whose picture is on a phone's first screen. */
  renderItem: (item: Item, first: boolean) => ReactNode;
}

/**
 * /articulos and /guias: search, sort, category filter and a paginated grid,
 * all in the URL, with the kind's card and words. Its canonical link: see
 * listCanonicalPath.
 */
export function defineContentListPage<Data, Item extends { id: string }>(
  page: ContentListDeclaration<Data, Item>,
): PublicPage {
  const { kind, select, renderItem } = page;
  const texts = kind.list;

  /** What the page renders with (the layout's route declares the site configuration). */
  const queries = ({ searchParams }: RouteLocation) => ({
    list: page.query(toListInput(readListParams(searchParams))),
    categories: categoryOptionsQuery,
  });

  function ContentListPage({ data: results }: PageProps<typeof queries>) {
    const { params, update, pageHref, isFiltered } = useListFilters();
    const { data, previousData, loading, error } = results.list;
    const { categories, error: categoriesError } = categoryOptions(results.categories);
    useReportError(error, texts.reportError);
    useReportError(categoriesError, texts.reportCategoriesError);
    const shown = data ?? previousData;
    useRecordSearch(kind.type, params.search);

    return (
      <div className={`${ui.container} ${ui.padY}`}>
        <div className={`${ui.stack} ${ui.gapXl}`}>
          <h1 className={`${ui.title} ${ui.h1}`}>{texts.title}</h1>
          <ListToolbar
            params={params}
            onChange={update}
            categories={categories}
            searchLabel={texts.searchLabel}
            searchPlaceholder={texts.searchPlaceholder}
          />
          <ContentListBody
            loading={loading}
            failed={Boolean(error)}
            result={shown && select(shown)}
            renderItem={renderItem}
            loadingLabel={texts.loadingLabel}
            errorTitle={texts.errorTitle}
            errorText={texts.errorText}
            emptyMessage={texts.emptyMessage}
            isFiltered={isFiltered}
            pageHref={pageHref}
          />
        </div>
      </div>
    );
  }
  ContentListPage.displayName = `ContentListPage(${kind.type})`;

  const head = ({ location: { searchParams }, site }: PageHeadInput<typeof queries>) => ({
    title: withSiteName(texts.title),
    description: texts.description,
    keywords: texts.keywords,
    canonicalPath: listCanonicalPath(kind.paths.list, readListParams(searchParams)),
    image: kindShareImage(site, kind),
  });

  return definePage({ queries, Component: ContentListPage, head });
}
