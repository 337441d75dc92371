/**
 * What a visitor did to the server's HTML before the app started, carried
 * into a page rendered afresh instead of hydrated.
 *
 * Hydration keeps the server's elements, and with them the text she typed,
 * the option she chose (components/ListFilters/useValueBeforeHydration.ts)
 * and the buttons she tapped (earlyClicks.ts). When the page's data changed
 * after its HTML arrived (lib/shippedAnswers.ts: a counter refreshed, the
 * owner saved), the page is rendered afresh and those elements are replaced.
 * So, before that render, each control she changed and each button she
 * tapped is noted by what it is (tag, type, name, label) and its place among
 * its kind; after it, the same control in the new page gets the value as if
 * she had just typed or chosen it, and her taps go to the same buttons.
 */

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

interface Place {
  /** Position among the root's elements of its kind, in document order. */
  index: number;
  /** Tag, type, name and label: what must match in the new page. */
  identity: string;
}

interface ChangedControl extends Place {
  value: string;
  checked: boolean;
}

const CONTROLS = 'input:not([type="hidden"]), select, textarea';

function label(element: HTMLElement): string {
  const labels = 'labels' in element ? (element as Control).labels : null;
  return (
    element.getAttribute('aria-label') ??
    labels?.[0]?.textContent ??
    element.getAttribute('placeholder') ??
    element.textContent ??
    ''
  )
    .trim()
    .slice(0, 80);
}

function identity(element: HTMLElement): string {
  return [element.tagName, element.getAttribute('type'), element.getAttribute('name'), label(element)].join('|');
}

function changed(control: Control): boolean {
  if (control instanceof HTMLSelectElement) return [...control.options].some((o) => o.selected !== o.defaultSelected);
  if (control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio'))
    return control.checked !== control.defaultChecked;
  return control.value !== control.defaultValue;
}

/** The element of `candidates` at the noted place if it is the same control, else the first that is. */
function find<E extends HTMLElement>(candidates: E[], place: Place, taken: ReadonlySet<E> = new Set()): E | null {
  const atPlace = candidates[place.index];
  if (atPlace && !taken.has(atPlace) && identity(atPlace) === place.identity) return atPlace;
  return candidates.find((candidate) => !taken.has(candidate) && identity(candidate) === place.identity) ?? null;
}

/** As if she typed or chose it: the value through the element's own setter, then the events React listens to. */
function enter(control: Control, note: ChangedControl): void {
  if (control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio')) {
    if (control.checked !== note.checked) control.click();
    return;
  }
  // React tracks the value it last set on the instance; the prototype's setter leaves that
  // record behind, so the input event reads as a change.
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control), 'value')?.set?.call(control, note.value);
  control.dispatchEvent(new Event('input', { bubbles: true }));
  control.dispatchEvent(new Event('change', { bubbles: true }));
}

type Selection = [start: number, end: number];

function selectionOf(control: Control): Selection | null {
  if (control instanceof HTMLSelectElement) return null;
  try {
    const { selectionStart: start, selectionEnd: end } = control;
    return start === null || end === null ? null : [start, end];
  } catch {
    // Inputs without a caret (a checkbox, a number) throw rather than answer null.
    return null;
  }
}

/** Only for a control selectionOf answered for (never a select). */
function restoreSelection(control: HTMLInputElement | HTMLTextAreaElement, [start, end]: Selection): void {
  try {
    control.setSelectionRange(start, end);
  } catch {
    // As above: no caret to place.
  }
}

export interface EarlyInput {
  /**
   * Gives the new page's controls the noted values; returns where each kept
   * tap now goes (null when the button is gone).
   */
  restore(root: HTMLElement): (button: HTMLButtonElement) => HTMLButtonElement | null;
}

/** Notes the changed controls under `root` and the places of `tapped` buttons, before the root is rendered afresh. */
export function noteEarlyInput(root: HTMLElement, tapped: readonly HTMLButtonElement[]): EarlyInput {
  const controls = [...root.querySelectorAll<Control>(CONTROLS)];
  const changedControls: ChangedControl[] = controls.flatMap((control, index) =>
    changed(control)
      ? [
          {
            index,
            identity: identity(control),
            value: control.value,
            checked: control instanceof HTMLInputElement && control.checked,
          },
        ]
      : [],
  );
  const buttons = [...root.querySelectorAll('button')];
  const tappedPlaces = new Map<HTMLButtonElement, Place>(
    tapped.map((button) => [button, { index: buttons.indexOf(button), identity: identity(button) }]),
  );
  // She may be typing: the new page's box takes the focus and the caret, or her next keys go nowhere.
  const focusedIndex = controls.findIndex((control) => control === document.activeElement);
  const focusedControl = controls[focusedIndex];
  const focus = focusedControl
    ? { index: focusedIndex, identity: identity(focusedControl), selection: selectionOf(focusedControl) }
    : null;

  return {
    restore(newRoot) {
      const newControls = [...newRoot.querySelectorAll<Control>(CONTROLS)];
      const entered = new Set<Control>();
      for (const note of changedControls) {
        const control = find(newControls, note, entered);
        if (!control) continue;
        entered.add(control);
        enter(control, note);
      }
      const focusTwin = focus && find(newControls, focus);
      if (focusTwin && document.activeElement !== focusTwin) {
        focusTwin.focus({ preventScroll: true });
        if (focus.selection && !(focusTwin instanceof HTMLSelectElement)) restoreSelection(focusTwin, focus.selection);
      }
      const newButtons = [...newRoot.querySelectorAll('button')];
      return (button) => {
        const place = tappedPlaces.get(button);
        return place ? find(newButtons, place) : button;
      };
    },
  };
}
