/**
 * Taps on a server-rendered page's buttons before it hydrates.
 *
 * Until the app has hydrated, a button in the server's HTML has no handler: on
 * a slow phone the menu button, a star or "Comprar" can be on screen for
 * seconds before the scripts run, and a tap there was simply lost. From the
 * moment the entry runs, such taps are kept (and the native default, a form
 * submission, held back), then replayed once React has hydrated the page.
 * Links need none of this: before hydration they navigate the ordinary way;
 * a link that counts a goal keeps only that (lib/goals/earlyGoals.ts).
 * Once hydration has started, React replays events on parts it has not
 * hydrated yet by itself, so keeping stops there.
 */
import { keepEarlyGoal } from '../lib/goals/earlyGoals';

const kept: HTMLButtonElement[] = [];

function keep(event: MouseEvent): void {
  const target = event.target instanceof Element ? event.target : null;
  const goalLink = target?.closest<HTMLElement>('a[data-goal]');
  if (goalLink?.dataset.goal && document.getElementById('root')?.contains(goalLink)) {
    keepEarlyGoal(goalLink.dataset.goal);
    return;
  }
  const button = target?.closest('button');
  if (!button || button.disabled || !document.getElementById('root')?.contains(button)) return;
  event.preventDefault();
  kept.push(button);
}

/** Starts keeping taps, on a server-rendered page only (a client-only page has no buttons yet). */
export function keepEarlyClicks(): void {
  if (document.getElementById('root')?.hasChildNodes()) document.addEventListener('click', keep, true);
}

/** Call right before hydrating: React takes the events from there. */
export function stopKeepingClicks(): void {
  document.removeEventListener('click', keep, true);
}

/** The buttons tapped so far, in order. */
export function keptClicks(): readonly HTMLButtonElement[] {
  return kept;
}

/**
 * Call once hydrated: each kept tap reaches its button's handler, in order.
 * A page rendered afresh has new buttons: `twinOf` names each one's (earlyInput.ts).
 */
export function replayEarlyClicks(twinOf: (button: HTMLButtonElement) => HTMLButtonElement | null = (b) => b): void {
  for (const tapped of kept.splice(0)) {
    const button = twinOf(tapped);
    if (button?.isConnected && !button.disabled) button.click();
  }
}
