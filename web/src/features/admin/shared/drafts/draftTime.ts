/**
 * A 24-hour clock: the 12-hour one of es-AR ends in 'a. m.', and a sentence
 * ending with the time read '3:44 a. m..'.
 */
const WHEN = new Intl.DateTimeFormat('es-AR', { dateStyle: 'short', timeStyle: 'short', hourCycle: 'h23' });

/** When a draft was written, as the draft notice says it: '26/11/26, 09:44'. */
export function draftTime(savedAt: number): string {
  return WHEN.format(new Date(savedAt));
}
