/**
 * The two documents every page load sends after its load event (the web's
 * views/viewOnLoad.ts), as text: the page carries no GraphQL printer. The
 * server answers exactly these without Apollo's pipeline
 * (server/src/http/directView.ts), so both sides read them from here; the
 * web's tests check them against its generated documents.
 */
export const RECORD_VIEW_SOURCE =
  'mutation RecordView($contentType: ContentType!, $id: ID!, $source: VisitSourceInput) { recordView(contentType: $contentType, id: $id, source: $source) }';

/** The same beacon for a page that shows no article or guide (home, lists, games). */
export const RECORD_VISIT_SOURCE =
  'mutation RecordVisit($path: String!, $source: VisitSourceInput) { recordVisit(path: $path, source: $source) }';

/** VisitSourceInput's fields (schema.graphql), each an optional string. */
export const VISIT_SOURCE_FIELDS = ['referrer', 'utmSource', 'utmCampaign'] as const;
