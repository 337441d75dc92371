import { useRef, type ComponentType } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
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

/** What the route table needs of a public page (app/routes.tsx). */
export interface PublicPage {
  /** The route's element: runs the declared queries and renders the page with their results. */
  Component: ComponentType;
  /** Every query the page renders with at this location, for the server to run before rendering. */
  queries(location: RouteLocation): PageQuery[];
}

/**
 * One declaration per public route: its queries (with variables from the
 * location) and its component. The server runs the queries, and those their
 * answers lead to (`then`), before it renders, in one pass; the browser
 * hydrates from the answers the server shipped. The component reads its data
 * from its props, typed by the declaration, so it cannot read a query the page
 * did not declare (definePage.test.tsx). Shared widgets read the queries a
 * page declares for them with useDeclaredQuery.
 */
export function definePage<Queries extends PageQueriesOf>(page: {
  queries: Queries;
  Component: ComponentType<PageProps<Queries>>;
}): PublicPage {
  const { queries, Component } = page;
  function DeclaredPage() {
    const params = useParams();
    const [searchParams] = useSearchParams();
    const declared = queries({ params, searchParams });
    const names = Object.keys(declared);
    // Each name is one hook call: the set must not change between renders of the page.
    const firstNames = useRef(names.join());
    if (firstNames.current !== names.join()) {
      throw new Error(`${Component.name}: a page declares the same queries at every location (skip one instead)`);
    }
    const data: Record<string, PageResult<unknown>> = {};
    for (const name of names) {
      // eslint-disable-next-line react-hooks/rules-of-hooks -- one call per declared name, the same names every render (checked above)
      data[name] = useDeclaredQuery(declared[name]!);
    }
    return <Component data={data as PageProps<Queries>['data']} />;
  }
  DeclaredPage.displayName = `DeclaredPage(${Component.displayName ?? Component.name})`;
  return { Component: DeclaredPage, queries: (location) => Object.values(queries(location)) };
}
