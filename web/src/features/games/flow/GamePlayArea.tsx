import { useEffect, useRef, type ReactNode } from 'react';

/**
 * Where a game is played, keeping keyboard play going when the control a
 * player used goes away: the next question disables 'Siguiente Pregunta',
 * 'Jugar de Nuevo' and the last hint replace or disable their button, and the
 * browser then drops focus to the page, so the next Tab started again at the
 * site's header. When that happens here (focus was in the game, and is now
 * nowhere), focus moves to the game's first enabled button: the first answer,
 * vote or letter. Focus never moves while the player is elsewhere.
 *
 * The player's first tap or key inside the game is reported once
 * (onFirstAction): that, not the game showing, is a game started. A game
 * opened by its address shows as soon as the app runs, and the app also runs
 * on a mere scroll past the page.
 */
export function GamePlayArea({ children, onFirstAction }: { children: ReactNode; onFirstAction?: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  const firstAction = useRef(onFirstAction);
  useEffect(() => {
    firstAction.current = onFirstAction;
  });
  useEffect(() => {
    const game = ref.current;
    if (!game) return;
    const options = { capture: true, once: true } as const;
    const act = () => {
      game.removeEventListener('pointerdown', act, options);
      game.removeEventListener('keydown', act, options);
      firstAction.current?.();
    };
    game.addEventListener('pointerdown', act, options);
    game.addEventListener('keydown', act, options);
    return () => {
      game.removeEventListener('pointerdown', act, options);
      game.removeEventListener('keydown', act, options);
    };
  }, []);
  useEffect(() => {
    const game = ref.current;
    if (!game) return;
    let playing = false;
    const onFocusIn = (event: FocusEvent) => {
      playing = event.target instanceof Node && game.contains(event.target);
    };
    const recover = () => {
      const active = document.activeElement;
      // A disabled button keeps focus until the browser's next rendering step, so it counts as lost already.
      const lost =
        !active ||
        active === document.body ||
        !active.isConnected ||
        (active instanceof HTMLButtonElement && active.disabled && game.contains(active));
      if (playing && lost) game.querySelector<HTMLElement>('button:not(:disabled)')?.focus({ preventScroll: true });
    };
    // A button disabled or removed under focus fires no event in every browser: the change does.
    const observer = new MutationObserver(recover);
    observer.observe(game, { subtree: true, childList: true, attributes: true, attributeFilter: ['disabled'] });
    document.addEventListener('focusin', onFocusIn);
    return () => {
      observer.disconnect();
      document.removeEventListener('focusin', onFocusIn);
    };
  }, []);
  return <div ref={ref}>{children}</div>;
}
