/**
 * The answers the server rendered the page with, by answer key
 * (lib/answerKey.ts). They are not inside the HTML: a visit that only reads
 * never needs them, so the browser asks for them (from the page cache, like
 * the page) when it hydrates (domain/pageData.ts).
 */
import { PAGE_DATA_VERSION_HEADER, PAGE_DATA_VERSION_META, pageDataUrl } from '@crecer/domain/pageData';

let shipped: Map<string, unknown> | null = null;
let loading: Promise<boolean> | null = null;

async function fetchShippedAnswers(): Promise<boolean> {
  try {
    // Under the version the HTML names: the browser's copy from an earlier visit may be older than the page.
    const version = document.querySelector<HTMLMetaElement>(`meta[name="${PAGE_DATA_VERSION_META}"]`)?.content;
    const response = await fetch(pageDataUrl(window.location.pathname, window.location.search, version), {
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
    });
    if (!response.ok && response.status !== 404) return false;
    shipped = new Map(Object.entries((await response.json()) as Record<string, unknown>));
    // Newer than the page on screen (it changed since she opened it): the page is rendered
    // afresh with these answers, as hydrating it with them would fail.
    const answered = response.headers.get(PAGE_DATA_VERSION_HEADER);
    return !version || !answered || answered === version;
  } catch {
    // Offline, or not JSON: the page is rendered afresh instead of hydrated.
    return false;
  }
}

/** Starts fetching the page's answers (once); start it together with the page's scripts. */
export function startLoadingShippedAnswers(): void {
  loading ??= fetchShippedAnswers();
}

/**
 * Resolves to whether the page can be hydrated: its answers arrived and are
 * those it was rendered with. False means it is rendered afresh, with the
 * answers that arrived (newer ones) or with none (they are then fetched).
 */
export function shippedAnswersLoaded(): Promise<boolean> {
  startLoadingShippedAnswers();
  return loading!;
}

/** The shipped answer under this key, once: the caller writes it into Apollo's cache. */
export function takeShippedAnswer(key: string): unknown {
  if (!shipped?.has(key)) return undefined;
  const data = shipped.get(key);
  shipped.delete(key);
  return data;
}
