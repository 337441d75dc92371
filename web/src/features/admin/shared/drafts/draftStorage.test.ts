import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { draftsOnOffer, readDraft, writeDraft, writeWaitingDrafts } from './draftStorage';

/** localStorage as the browser keeps it, for the node test environment. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (name) => items.get(name) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (name) => void items.delete(name),
    setItem: (name, value) => void items.set(name, String(value)),
  };
}

const SAVED = { title: '' };

describe('draft store', () => {
  beforeEach(() => {
    vi.stubGlobal('window', { localStorage: memoryStorage() });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('offers the form its last draft, but not a copy of the saved values', () => {
    expect(draftsOnOffer('article:new', SAVED)).toEqual([]);
    writeDraft('article:new', SAVED);
    expect(draftsOnOffer('article:new', SAVED)).toEqual([]);
    writeDraft('article:new', { title: 'Antes' });
    expect(draftsOnOffer('article:new', SAVED).map((draft) => draft.data)).toEqual([{ title: 'Antes' }]);
  });

  it('keeps the draft on offer and the newly typed text when she types instead of answering', () => {
    writeDraft('article:new', { title: 'Antes' });
    // The form opens: the old draft is offered. She types without answering (what useFormDraft does).
    const waiting = draftsOnOffer('article:new', SAVED);
    writeWaitingDrafts('article:new', waiting);
    writeDraft('article:new', { title: 'Ahora' });
    expect(readDraft('article:new')?.data).toEqual({ title: 'Ahora' });

    // Next visit: both are offered, the newest first; nothing was lost.
    expect(draftsOnOffer('article:new', SAVED).map((draft) => draft.data)).toEqual([
      { title: 'Ahora' },
      { title: 'Antes' },
    ]);
  });

  it('offers each text once, and forgets the waiting drafts once they are answered', () => {
    writeDraft('article:new', { title: 'Antes' });
    writeWaitingDrafts('article:new', draftsOnOffer('article:new', SAVED));
    // She typed the same text again: one offer, not two.
    expect(draftsOnOffer('article:new', SAVED)).toHaveLength(1);
    writeWaitingDrafts('article:new', []);
    writeDraft('article:new', SAVED);
    expect(draftsOnOffer('article:new', SAVED)).toEqual([]);
  });

  it('keeps drafts of other forms apart', () => {
    writeDraft('article:new', { title: 'Antes' });
    writeWaitingDrafts('article:new', draftsOnOffer('article:new', SAVED));
    expect(draftsOnOffer('article:12', SAVED)).toEqual([]);
  });
});
