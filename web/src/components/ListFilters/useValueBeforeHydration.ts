import { useEffect, useEffectEvent, useRef } from 'react';

/**
 * A server-rendered list shows its search box and selectors before its scripts
 * run, and on a slow phone a visitor may type or pick an option in that time.
 * No handler sees it: React keeps typed text on screen but not in its state,
 * and puts a <select> back to the rendered option at its next render. So when
 * the control mounts (on a hydrated page, right after hydration) its value is
 * compared with the one rendered, and a difference is handed to `onEarlyValue`
 * to be applied as if it had just been chosen. On a page rendered in the
 * browser the two are always equal.
 */
export function useValueBeforeHydration<E extends HTMLInputElement | HTMLSelectElement>(
  renderedValue: string,
  onEarlyValue: (value: string) => void,
) {
  const ref = useRef<E>(null);
  const checkOnce = useEffectEvent(() => {
    const value = ref.current?.value;
    if (value !== undefined && value !== renderedValue) onEarlyValue(value);
  });
  useEffect(() => checkOnce(), []);
  return ref;
}
