/**
 * The answers the server rendered the page with, as it shipped them in a
 * non-executing JSON script element (CSP-safe), by answer key (lib/answerKey.ts).
 */
export const SHIPPED_ANSWERS_ID = '__PAGE_DATA__';

let shipped: Map<string, unknown> | null = null;

/** Reads the page's shipped answers; false when it has none (a page to render afresh, not hydrate). */
export function readShippedAnswers(): boolean {
  const element = document.getElementById(SHIPPED_ANSWERS_ID);
  if (!element?.textContent) return false;
  try {
    shipped = new Map(Object.entries(JSON.parse(element.textContent) as Record<string, unknown>));
    return true;
  } catch {
    return false;
  }
}

/** The shipped answer under this key, once: the caller writes it into Apollo's cache. */
export function takeShippedAnswer(key: string): unknown {
  if (!shipped?.has(key)) return undefined;
  const data = shipped.get(key);
  shipped.delete(key);
  return data;
}

/** JSON inside <script type="application/json">: escape what could end the element. */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}

/** The element the server writes the answers into, at the end of the page's body (entry-server.tsx). */
export function shippedAnswersScript(answers: Record<string, unknown>): string {
  return `<script type="application/json" id="${SHIPPED_ANSWERS_ID}">${scriptSafeJson(answers)}</script>`;
}
