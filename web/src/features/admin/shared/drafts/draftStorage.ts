/**
 * Unsaved form drafts kept in the browser (localStorage), so typed text
 * survives a lost session, a closed tab or a crash. Only text and choices are
 * kept: a chosen file cannot be stored and must be picked again.
 */

const PREFIX = 'cef-admin-draft:';

export interface StoredDraft<D> {
  /** When it was last written (ms since the epoch). */
  savedAt: number;
  data: D;
}

export function readDraft<D>(key: string): StoredDraft<D> | null {
  try {
    const raw = window.localStorage.getItem(PREFIX + key);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as StoredDraft<D>;
    return typeof parsed?.savedAt === 'number' && 'data' in parsed ? parsed : null;
  } catch {
    return null;
  }
}

/** Storage can be full or disabled (private windows); a draft is a safety net, so failures are ignored. */
export function writeDraft<D>(key: string, data: D): void {
  try {
    window.localStorage.setItem(PREFIX + key, JSON.stringify({ savedAt: Date.now(), data } satisfies StoredDraft<D>));
  } catch {
    // nothing else to do: the form itself still holds the text
  }
}

export function removeDraft(key: string): void {
  try {
    window.localStorage.removeItem(PREFIX + key);
  } catch {
    // see writeDraft
  }
}

/** Whether two drafts hold the same data (they are plain JSON). */
export function sameDraftData(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
