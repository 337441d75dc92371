import { IconSearch } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { PlainTextInput } from '../PlainField/PlainTextInput';
import { useValueBeforeHydration } from './useValueBeforeHydration';

interface ListSearchInputProps {
  /** The search in the URL. */
  value: string;
  /** Called ~300 ms after typing stops. */
  onSearch: (search: string) => void;
  label: string;
  placeholder: string;
}

export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The box keeps its own text while typing and sends it after a pause. When the
 * URL changes from elsewhere (back button, a shared link) the box follows it,
 * except for the value it sent itself: that must not wipe letters typed since.
 */
export function ListSearchInput({ value, onSearch, label, placeholder }: ListSearchInputProps) {
  const [text, setText] = useState(value);
  const [syncedValue, setSyncedValue] = useState(value);
  const [sentValue, setSentValue] = useState<string | null>(null);

  if (value !== syncedValue) {
    setSyncedValue(value);
    if (value === sentValue) setSentValue(null);
    else setText(value);
  }

  const send = useDebounced((next: string) => {
    if (next === value) return;
    setSentValue(next);
    onSearch(next);
  }, SEARCH_DEBOUNCE_MS);

  const type = (next: string) => {
    setText(next);
    send(next);
  };
  const inputRef = useValueBeforeHydration<HTMLInputElement>(text, type);

  return (
    <PlainTextInput
      ref={inputRef}
      type="search"
      label={label}
      placeholder={placeholder}
      leftIcon={<IconSearch size={16} aria-hidden />}
      value={text}
      onChange={(event) => type(event.currentTarget.value)}
    />
  );
}

/**
 * Calls the latest `callback` once `delayMs` have passed without another call.
 * (Mantine's useDebouncedCallback brought its own chunk to every list page.)
 */
function useDebounced<Args extends unknown[]>(callback: (...args: Args) => void, delayMs: number) {
  const latest = useRef(callback);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    latest.current = callback;
  });
  useEffect(() => () => clearTimeout(timer.current), []);
  return (...args: Args) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => latest.current(...args), delayMs);
  };
}
