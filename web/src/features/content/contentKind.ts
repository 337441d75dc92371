/**
 * What the public article and guide pages share is written once in this
 * folder (the admin's counterpart is features/admin/content/); each kind
 * declares only its differences: its type, paths, share image and Spanish
 * words, exactly as the spec writes them (public-site.md).
 */
import type { ReactNode } from 'react';
import type { ContentType } from '../../gql/graphql';

export interface PublicContentKind {
  /** For views and ratings. */
  type: ContentType;
  paths: { list: string; detail: (id: string) => string };
  /** The site configuration's share image for the kind; the site's general one when it is empty. */
  shareImageKey: string;
  detail: {
    /** The loader's accessible name: 'Cargando artículo'. */
    loading: string;
    errorTitle: string;
    /** What the error state says; the server's message when the spec lets it through. */
    errorMessage: (error: unknown) => ReactNode;
    notFoundTitle: string;
    /** One paragraph each. */
    notFoundLines: readonly string[];
    /** The link back to the list, on the page and in its not-found and error states. */
    backLabel: string;
  };
  list: {
    /** The page's heading and, with the site name, its title. */
    title: string;
    description: string;
    keywords: string;
    searchLabel: string;
    searchPlaceholder: string;
    loadingLabel: string;
    errorTitle: string;
    errorText: string;
    emptyMessage: string;
    /** How a failed list is reported (logged, and a toast). */
    reportError: (error: unknown) => void;
    /** How a failed category filter is reported. */
    reportCategoriesError: (error: unknown) => void;
  };
}
