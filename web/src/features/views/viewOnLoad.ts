/**
 * A detail page's view, recorded after the page has loaded whether or not it
 * ever hydrates (app/firstIntent.ts): the page marks the item it shows, and
 * the entry sends the RecordView mutation with a plain fetch. Apollo Client
 * and GraphQL's printer live in the runtime chunk, which a visit that only
 * reads never loads, so the document is written here as text; a test checks
 * it against the generated one (useRecordView.ts), so the two cannot drift.
 * Once hydrated, useRecordView takes the total this request returned instead
 * of counting the visit a second time.
 */
import type { ContentType } from '../../gql/graphql';

export const RECORD_VIEW_SOURCE =
  'mutation RecordView($contentType: ContentType!, $id: ID!) { recordView(contentType: $contentType, id: $id) }';

const MARKER = 'data-record-view';

/** The attribute a page showing an item renders, for the entry to find. */
export function viewMarker(contentType: ContentType, id: string): Record<typeof MARKER, string> {
  return { [MARKER]: `${contentType}:${id}` };
}

const recorded = new Map<string, Promise<number | null>>();

async function send(contentType: ContentType, id: string): Promise<number | null> {
  try {
    const response = await fetch('/graphql', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ operationName: 'RecordView', query: RECORD_VIEW_SOURCE, variables: { contentType, id } }),
      keepalive: true,
    });
    const body = (await response.json()) as { data?: { recordView?: unknown } };
    return typeof body.data?.recordView === 'number' ? body.data.recordView : null;
  } catch (error) {
    // Failures are only logged (spec).
    console.error('No se pudo registrar la visita', error);
    return null;
  }
}

/** Records the view of the item the loaded page marks, if any, once the page has loaded. */
export function recordViewOnLoad(root: ParentNode = document): void {
  const marker = root.querySelector(`[${MARKER}]`)?.getAttribute(MARKER);
  const match = marker ? /^(ARTICLE|GUIDE):(.+)$/.exec(marker) : null;
  if (!match) return;
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
