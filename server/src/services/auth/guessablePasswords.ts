/**
 * Refuses a new password that a guesser tries first (NIST SP 800-63B §3.1.1.2: check against
 * commonly used passwords, dictionary words, repetitive or sequential characters and words
 * of the service). The lists are zxcvbn-ts's: 49,233 leaked passwords and, because she and
 * her guessers write Spanish, its Spanish common words and first names. Only a lookup, not
 * zxcvbn's scorer: its pattern matching is superlinear in the password's length (seconds of
 * CPU near the 128-character limit), and a blocklist is what the guideline asks for.
 */
import type { SessionUser } from './sessionUser';

/** A dictionary word is guessed with digits or symbols around it ('mariposa2024', '!teamo'). */
const AROUND_A_WORD = /^[\d\W_]*(.*?)[\d\W_]*$/u;
/** Shorter stems are not words worth refusing ('ab12cd34' is not 'ab'). */
const MIN_STEM = 4;
/** The service's own words, which a guesser tries before the lists. */
const SITE_WORDS = ['crecerenfamilia', 'crecer', 'familia', 'psicologa', 'contrasena', 'clave', 'admin'];

let lists: Promise<Set<string>> | undefined;

/**
 * Loaded on the first password change, not at start: 18 MB of heap (measured, 192 ms to build) that most
 * processes never need. Kept afterwards: the packages' own modules hold the word arrays anyway.
 */
function guessableWords(): Promise<Set<string>> {
  lists ??= Promise.all([import('@zxcvbn-ts/language-common'), import('@zxcvbn-ts/language-es-es')]).then(
    ([common, spanish]) =>
      new Set(
        [
          ...common.dictionary['passwords-common'],
          ...spanish.dictionary['commonWords-es-es'],
          ...spanish.dictionary['firstnames-es-es'],
          ...SITE_WORDS,
        ].map(fold),
      ),
  );
  return lists;
}

/** Lower case without accents, so 'Contraseña' is 'contrasena' and 'MARÍA' is 'maria'. */
function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** 'aaaaaaaa', '12121212', 'abcabcabc': a short unit repeated. */
function isRepeated(text: string): boolean {
  return /^(.{1,4}?)\1+$/su.test(text);
}

/** 'abcdefgh', '12345678', '98765432': every character one step from the one before, the same way. */
function isSequence(text: string): boolean {
  const codes = [...text].map((char) => char.codePointAt(0) ?? 0);
  if (codes.length < 3) return false;
  const step = codes[1]! - codes[0]!;
  return Math.abs(step) === 1 && codes.every((code, i) => i === 0 || code - codes[i - 1]! === step);
}

/** Letters only: 'lucia.perez' and 'LuciaPerez1' are the same guess. */
function letters(text: string): string {
  return text.replace(/[\d\W_]/gu, '');
}

/** Her address, or the name before its @, as the password ('lucia.perez@…' → 'luciaperez2024'). */
function isHerAddress(folded: string, email: string): boolean {
  const address = fold(email.trim());
  const mailbox = letters(address.split('@')[0] ?? '');
  return folded === address || (mailbox.length >= MIN_STEM && letters(folded) === mailbox);
}

/** True when the password is on a list, a listed word with digits or symbols around it, her address, or a pattern. */
export async function isGuessablePassword(password: string, user?: Pick<SessionUser, 'email'>): Promise<boolean> {
  const folded = fold(password);
  if (isRepeated(folded) || isSequence(folded)) return true;
  if (user && isHerAddress(folded, user.email)) return true;
  const stem = AROUND_A_WORD.exec(folded)?.[1] ?? folded;
  const words = await guessableWords();
  return words.has(folded) || (stem.length >= MIN_STEM && words.has(stem));
}
