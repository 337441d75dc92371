/**
 * A detail page's view, recorded after the page has loaded whether or not it
 * ever hydrates (app/firstIntent.ts): the page marks the item it shows, and
 * the entry sends the RecordView mutation with a plain fetch. Apollo Client
 * and GraphQL's printer live in the runtime chunk, which a visit that only
 * reads never loads, so the document is text (domain/viewBeacons.ts, which the
 * server's fast path reads too); a test checks it against the generated one
 * (useRecordView.ts), so the two cannot drift.
 * Once hydrated, useRecordView takes the total this request returned instead
 * of counting the visit a second time.
 */
import type { ContentType } from '../../gql/graphql';
import { RECORD_VISIT_SOURCE, RECORD_VIEW_SOURCE } from '@crecer/domain/viewBeacons';
import { recordSearchOnLoad } from './searchBeacon';

/**
 * Where this page load came from, read here in the browser so the server's
 * HTML and its cache key stay the same for everyone: the referring page and
 * the address's utm_source and utm_campaign (the site's daily sources).
 */
export function landingSource(location: Pick<Location, 'search'> = window.location, referrer = document.referrer) {
  const params = new URLSearchParams(location.search);
  return {
    referrer: referrer.slice(0, 2_048),
    utmSource: params.get('utm_source')?.slice(0, 200) ?? null,
    utmCampaign: params.get('utm_campaign')?.slice(0, 200) ?? null,
  };
}

const MARKER = 'data-record-view';

/** The attribute a page showing an item renders, for the entry to find. */
export function viewMarker(contentType: ContentType, id: string): Record<typeof MARKER, string> {
  return { [MARKER]: `${contentType}:${id}` };
}

const recorded = new Map<string, Promise<number | null>>();

async function post(operationName: string, query: string, variables: Record<string, unknown>) {
  const response = await fetch('/graphql', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ operationName, query, variables }),
    keepalive: true,
  });
  return (await response.json()) as { data?: Record<string, unknown> };
}

async function send(contentType: ContentType, id: string): Promise<number | null> {
  try {
    const body = await post('RecordView', RECORD_VIEW_SOURCE, { contentType, id, source: landingSource() });
    return typeof body.data?.recordView === 'number' ? body.data.recordView : null;
  } catch (error) {
    // Failures are only logged (spec).
    console.error('No se pudo registrar la visita', error);
    return null;
  }
}

/** Counts a page load that shows no article or guide; the admin's own pages are not the site's traffic. */
function sendVisit(path: string): void {
  if (path === '/admin' || path.startsWith('/admin/')) return;
  post('RecordVisit', RECORD_VISIT_SOURCE, { path, source: landingSource() }).catch((error: unknown) =>
    console.error('No se pudo registrar la visita', error),
  );
}

/**
 * Records the view of the item the loaded page marks, once the page has
 * loaded; a page that marks none counts as a visit of its path (and a list's
 * search in its address, searchBeacon.ts). Either way
 * the request carries where the visit came from (landingSource).
 */
export function recordViewOnLoad(root: ParentNode = document): void {
  const marker = root.querySelector(`[${MARKER}]`)?.getAttribute(MARKER);
  const match = marker ? /^(ARTICLE|GUIDE):(.+)$/.exec(marker) : null;
  if (!match) {
    const path = window.location.pathname;
    void pageLoaded().then(() => {
      sendVisit(path);
      recordSearchOnLoad();
    });
    return;
  }
  const [, contentType, id] = match as unknown as [string, ContentType, string];
  // Kept at once, sent after the load event: a page hydrated before then must not count it again.
  recorded.set(
    `${contentType}:${id}`,
    pageLoaded().then(() => send(contentType, id)),
  );
}

function pageLoaded(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
}

/**
 * The total the on-load request returned for this item, once; undefined when
 * this page load did not record it (a page reached by navigating in the app).
 */
export function takeViewRecordedOnLoad(contentType: ContentType, id: string): Promise<number | null> | undefined {
  const key = `${contentType}:${id}`;
  const total = recorded.get(key);
  recorded.delete(key);
  return total;
}
