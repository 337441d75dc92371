/**
 * Unsaved form drafts kept in the browser (localStorage), so typed text
 * survives a lost session, a closed tab or a crash. Only text and choices are
 * kept: a chosen file cannot be stored and must be picked again.
 */

const PREFIX = 'cef-admin-draft:';
/**
 * The second key of a form: the drafts still on offer once she typed instead of answering
 * 'Recuperar borrador' (newest first). The form's own key then holds what she is typing.
 */
const WAITING_SUFFIX = ':en-espera';

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

function readWaiting<D>(key: string): StoredDraft<D>[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(PREFIX + key + WAITING_SUFFIX) ?? '[]');
    return Array.isArray(parsed)
      ? parsed.filter((item): item is StoredDraft<D> => typeof item?.savedAt === 'number' && 'data' in item)
      : [];
  } catch {
    return [];
  }
}

/** Keeps the drafts still on offer under the form's second key (none: the key is removed). */
export function writeWaitingDrafts<D>(key: string, drafts: readonly StoredDraft<D>[]): void {
  try {
    if (drafts.length === 0) window.localStorage.removeItem(PREFIX + key + WAITING_SUFFIX);
    else window.localStorage.setItem(PREFIX + key + WAITING_SUFFIX, JSON.stringify(drafts));
  } catch {
    // see writeDraft
  }
}

/**
 * The drafts to offer when a form opens, newest first: the form's last draft, then those a
 * visit before left waiting. Copies of the form's current values, and repeats, are no draft.
 */
export function draftsOnOffer<D>(key: string, current: D): StoredDraft<D>[] {
  const stored = readDraft<D>(key);
  const all = [...(stored ? [stored] : []), ...readWaiting<D>(key)];
  const offered: StoredDraft<D>[] = [];
  for (const draft of all) {
    if (sameDraftData(draft.data, current)) continue;
    if (offered.some((kept) => sameDraftData(kept.data, draft.data))) continue;
    offered.push(draft);
  }
  return offered;
}
