import { useState, type ComponentType } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import type { HeadData } from '../../head/headTypes';
import { usePublicUrl } from '../../head/RenderContext';
import { Seo } from '../../head/Seo';
import { useSiteHeadValues, type SiteHeadValues } from '../../head/SiteHeadContext';
import type { PageQuery, PageResult, RouteLocation } from './pageQuery';
import { useDeclaredQuery } from './useDeclaredQuery';

/** A page's queries by the name its component reads them under. */
export type PageQueries = Readonly<Record<string, PageQuery>>;

/** The queries of a route's location: the same names for every location (a query that does not apply is skipped). */
export type PageQueriesOf = (location: RouteLocation) => PageQueries;

/** What a page component receives: the result of exactly the queries its page declares, typed by their documents. */
export interface PageProps<Queries extends PageQueriesOf> {
  data: {
    [Name in keyof ReturnType<Queries>]: ReturnType<Queries>[Name] extends PageQuery<infer Data>
      ? PageResult<Data>
      : never;
  };
}

/**
 * What a page's head is computed from: its typed results (the same `data` its
 * component gets), the location, PUBLIC_URL ('' in the browser, where the
 * head is updated on the current origin) and the site configuration's texts
 * and share images.
 */
export interface PageHeadInput<Queries extends PageQueriesOf> extends PageProps<Queries> {
  location: RouteLocation;
  publicUrl: string;
  site: SiteHeadValues;
}

/** A page's head: title, description, canonical, share image, JSON-LD; null while there is nothing to say (loading). */
export type PageHead<Queries extends PageQueriesOf> = (page: PageHeadInput<Queries>) => HeadData | null;

/** What the route table needs of a public page (app/routes.tsx). */
export interface PublicPage {
  /** The route's element: runs the declared queries and renders the page with their results. */
  Component: ComponentType;
  /** Every query the page renders with at this location, for the server to run before rendering. */
  queries(location: RouteLocation): PageQuery[];
}

/** The page's head, or nothing: always one element, so the page's component keeps its place in the tree. */
function PageHeadTags({ head }: { head: HeadData | null }) {
  return head ? <Seo {...head} /> : null;
}

/**
 * One declaration per public route: its queries (with variables from the
 * location), its component and its head. The server runs the queries, and those their
 * answers lead to (`then`), before it renders, in one pass; the browser
 * hydrates from the answers the server shipped. The component reads its data
 * from its props, typed by the declaration, so it cannot read a query the page
 * did not declare (definePage.test.tsx). The head is computed from the same
 * typed results and rendered here, so no component renders <Seo> itself: the
 * server writes it into the HTML, the browser updates document.head after a
 * client-side navigation. Shared widgets read the queries a page declares for
 * them with useDeclaredQuery.
 */
export function definePage<Queries extends PageQueriesOf>(page: {
  queries: Queries;
  Component: ComponentType<PageProps<Queries>>;
  head: PageHead<Queries>;
}): PublicPage {
  const { queries, Component, head } = page;
  function DeclaredPage() {
    const params = useParams();
    const [searchParams] = useSearchParams();
    const publicUrl = usePublicUrl();
    const site = useSiteHeadValues();
    const location = { params, searchParams };
    const declared = queries(location);
    const names = Object.keys(declared);
    // Each name is one hook call: the set must not change between renders of the page.
    const [firstNames] = useState(() => names.join());
    if (firstNames !== names.join()) {
      throw new Error(`${Component.name}: a page declares the same queries at every location (skip one instead)`);
    }
    const data: Record<string, PageResult<unknown>> = {};
    for (const name of names) {
      // eslint-disable-next-line react-hooks/rules-of-hooks -- one call per declared name, the same names every render (checked above)
      data[name] = useDeclaredQuery(declared[name]!);
    }
    const typed = data as PageProps<Queries>['data'];
    return (
      <>
        <PageHeadTags head={head({ data: typed, location, publicUrl, site })} />
        <Component data={typed} />
      </>
    );
  }
  DeclaredPage.displayName = `DeclaredPage(${Component.displayName ?? Component.name})`;
  return { Component: DeclaredPage, queries: (location) => Object.values(queries(location)) };
}
