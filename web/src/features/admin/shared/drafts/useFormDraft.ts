import { useEffect, useRef, useState } from 'react';
import {
  draftsOnOffer,
  readDraft,
  removeDraft,
  sameDraftData,
  writeDraft,
  writeWaitingDrafts,
  type StoredDraft,
} from './draftStorage';

export interface FormDraft<D> {
  /** A draft left by an earlier visit, offered until she recovers or discards it. */
  offered: StoredDraft<D> | null;
  /** She has typed while a draft is on offer: what she types is kept as a draft too (the notice says so). */
  typedMeanwhile: boolean;
  /** Hands the offered draft to the form; what she had typed meanwhile is offered in its place. */
  recover: () => D | null;
  /** Drops the offered draft (the next waiting one, if any, is offered then). */
  discard: () => void;
  /** Call after a successful save: the draft is no longer needed. */
  clear: () => void;
}

interface FormDraftOptions<D> {
  /** One key per form and record, e.g. 'article:new' or 'article:12'. */
  key: string;
  /** The form's text and choices, JSON-safe. */
  data: D;
  /** Only changed forms are worth keeping; an unchanged one removes its stored draft. */
  dirty: boolean;
}

/**
 * Keeps a changed form's data in the browser while she types, and offers
 * earlier unsaved drafts back when the form opens. Nothing typed is silently
 * discarded: if she types while a draft is on offer, what she types is kept
 * under the form's key and the offered drafts wait under a second key until
 * she recovers or discards them (recovering puts her typing on offer instead).
 */
export function useFormDraft<D>({ key, data, dirty }: FormDraftOptions<D>): FormDraft<D> {
  // Admin forms are keyed by record, so the key never changes within one form.
  const [waiting, setWaiting] = useState<StoredDraft<D>[]>(() => draftsOnOffer(key, data));
  const saved = useRef(false);
  // Whether the form's key holds this visit's typing (the drafts on offer then live under the second key).
  const typed = useRef(false);

  const serialized = JSON.stringify(data);
  useEffect(() => {
    if (saved.current) return;
    if (dirty) {
      if (waiting.length > 0) writeWaitingDrafts(key, waiting);
      typed.current = true;
      writeDraft(key, JSON.parse(serialized) as D);
    } else if (waiting.length === 0 || typed.current) {
      // Back to the saved values (undone or discarded): this visit has nothing left to recover.
      // Before she types, the form's key still holds the draft on offer: it stays.
      removeDraft(key);
    }
  }, [key, serialized, dirty, waiting]);

  const answer = (next: StoredDraft<D>[]) => {
    setWaiting(next);
    writeWaitingDrafts(key, next);
  };

  return {
    offered: waiting[0] ?? null,
    typedMeanwhile: dirty && waiting.length > 0,
    recover: () => {
      const [first, ...rest] = waiting;
      if (!first) return null;
      answer(dirty ? [{ savedAt: Date.now(), data: JSON.parse(serialized) as D }, ...rest] : rest);
      return first.data;
    },
    discard: () => {
      const [first, ...rest] = waiting;
      if (!first) return;
      // Before she types, the form's key may still hold the discarded draft.
      const stored = readDraft<D>(key);
      if (!typed.current && stored && sameDraftData(stored.data, first.data)) removeDraft(key);
      answer(rest);
    },
    clear: () => {
      saved.current = true;
      removeDraft(key);
    },
  };
}
