import { useEffect, useRef, useState } from 'react';
import { readDraft, removeDraft, sameDraftData, writeDraft, type StoredDraft } from './draftStorage';

export interface FormDraft<D> {
  /** A draft left by an earlier visit, offered until she recovers or discards it. */
  offered: StoredDraft<D> | null;
  /** Hands the offered draft to the form and keeps saving from there on. */
  recover: () => D | null;
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
 * Keeps a changed form's data in the browser while she types, and offers an
 * earlier unsaved draft back when the form opens. While an older draft is on
 * offer it is never overwritten: nothing typed is silently discarded.
 */
export function useFormDraft<D>({ key, data, dirty }: FormDraftOptions<D>): FormDraft<D> {
  // What was stored before this visit (an identical copy is no draft). Admin forms are keyed
  // by record, so the key never changes within one form.
  const [offered, setOffered] = useState<StoredDraft<D> | null>(() => {
    const stored = readDraft<D>(key);
    return stored && !sameDraftData(stored.data, data) ? stored : null;
  });
  const saved = useRef(false);

  const serialized = JSON.stringify(data);
  const waiting = offered !== null;
  useEffect(() => {
    if (waiting || saved.current) return;
    // Back to the saved values (undone or discarded): there is nothing left to recover.
    if (dirty) writeDraft(key, JSON.parse(serialized) as D);
    else removeDraft(key);
  }, [key, serialized, dirty, waiting]);

  return {
    offered,
    recover: () => {
      const draft = offered?.data ?? null;
      setOffered(null);
      return draft;
    },
    discard: () => {
      removeDraft(key);
      setOffered(null);
    },
    clear: () => {
      saved.current = true;
      removeDraft(key);
    },
  };
}
