/**
 * The owner's content rules (admin spec §4–§6) and their Spanish messages, once.
 *
 * The admin forms check them as she types (@mantine/form's `validate`), the
 * services check them again before anything is stored (the server stays the
 * authority: it also knows whether the chosen category still exists and
 * whether a stored cover or PDF is kept). Both sides describe what they have
 * in the plain shapes below, so the rules never see a form value or a
 * GraphQL input. Field names are the forms' and the API's (`image`, `pdf`,
 * `paymentLink`, ...), so an error lands on the field that caused it.
 *
 * valibot rather than zod: its functions are tree-shaken, so the admin chunk
 * carries only these rules (a few KB), not a whole validation library.
 */
import * as v from 'valibot';
import { fieldErrors, requiredChoice, requiredText } from './ruleKit';

// Existing callers import fieldErrors from here.
export { fieldErrors };

/** Text of rich-text HTML without tags and blanks: an empty editor holds '<p></p>'. */
export function isBlankHtml(html: string): boolean {
  return (
    html
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;/g, ' ')
      .trim() === ''
  );
}

/** Only http(s) links are stored, so no javascript: URL can reach a page. */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

export const PRICE_MESSAGE = 'El precio debe ser un número positivo o cero.';
/** Beyond any guide's price, and beyond what the price column holds exactly. */
export const MAX_PRICE = 9_999_999_999;
export const PRICE_TOO_HIGH_MESSAGE = `El precio no puede superar ${MAX_PRICE}.`;

export type ParsedPrice = { ok: true; value: number | null } | { ok: false };

/** Spec: empty or 0 means free; otherwise digits with one optional decimal point, not negative. */
export function parsePrice(raw: string | null | undefined): ParsedPrice {
  const text = (raw ?? '').trim();
  if (text === '') return { ok: true, value: null };
  if (!/^(\d+(\.\d*)?|\.\d+)$/.test(text)) return { ok: false };
  const value = Math.round(Number(text) * 100) / 100;
  if (!Number.isFinite(value) || value > MAX_PRICE) return { ok: false };
  return { ok: true, value: value === 0 ? 0 : value };
}

/** Empty or 0 means free; a price that does not parse is neither (its own error says so). */
export function isPaidPrice(raw: string | null | undefined): boolean {
  const price = parsePrice(raw);
  return price.ok && price.value !== null && price.value > 0;
}

/** A title is a line on a card and a heading: 100,000 characters were accepted and pushed the admin list's columns off screen. */
export const MAX_TITLE = 200;

/** Rules articles and guides share, each message written once. */
const titleRule = v.pipe(
  requiredText('El título es obligatorio.'),
  v.maxLength(MAX_TITLE, `El título no puede superar los ${MAX_TITLE} caracteres.`),
);
const categoryRule = requiredChoice('Debes seleccionar una categoría.');

export const articleRules = v.pipe(
  v.object({
    title: titleRule,
    summary: requiredText('El resumen es obligatorio.'),
    content: v.pipe(
      v.string(),
      v.check((html) => !isBlankHtml(html), 'El contenido es obligatorio.'),
    ),
    categoryId: categoryRule,
    categoryPosition: requiredChoice('Debes seleccionar una posición para la categoría.'),
    published: v.boolean(),
    /** A cover is chosen now or kept from before. */
    image: v.boolean(),
  }),
  // partialCheck: the rule is reported with the other fields' errors, not only once they are fixed.
  v.forward(
    v.partialCheck(
      [['published'], ['image']],
      (article) => !article.published || article.image,
      'Para artículos publicados, se requiere una imagen de portada.',
    ),
    ['image'],
  ),
);

export type ArticleFacts = v.InferInput<typeof articleRules>;

export const guideRules = v.pipe(
  v.object({
    title: titleRule,
    description: requiredText('La descripción es obligatoria.'),
    categoryId: categoryRule,
    categoryPosition: requiredChoice('Debes seleccionar una posición para el cartel de categoría.'),
    price: v.pipe(
      v.string(),
      // A number over the cap is refused for what it is, not called negative.
      v.check((price) => parsePrice(price).ok || !/^\d+(\.\d*)?$/.test(price.trim()), PRICE_TOO_HIGH_MESSAGE),
      v.check((price) => parsePrice(price).ok, PRICE_MESSAGE),
    ),
    paymentLink: v.pipe(
      v.string(),
      v.trim(),
      v.check(
        (link) => link === '' || isHttpUrl(link),
        'El enlace de pago debe ser una dirección web válida (https://...).',
      ),
    ),
    published: v.boolean(),
    /** A PDF is chosen now or kept from before. */
    pdf: v.boolean(),
  }),
  // Checked once the price is readable: free or paid decides which file or link is required.
  v.forward(
    v.partialCheck(
      [['published'], ['price'], ['pdf']],
      (guide) => !guide.published || !parsePrice(guide.price).ok || isPaidPrice(guide.price) || guide.pdf,
      'Para guías gratuitas publicadas, se requiere un archivo PDF.',
    ),
    ['pdf'],
  ),
  v.forward(
    v.partialCheck(
      [['published'], ['price'], ['pdf'], ['paymentLink']],
      (guide) => !guide.published || !isPaidPrice(guide.price) || guide.pdf || guide.paymentLink.trim() !== '',
      'Para guías de pago publicadas sin PDF adjunto, se requiere un enlace de pago.',
    ),
    ['paymentLink'],
  ),
);

export type GuideFacts = v.InferInput<typeof guideRules>;

export const categoryRules = v.object({
  name: requiredText('El nombre de la categoría es obligatorio.'),
});

export type CategoryFacts = v.InferInput<typeof categoryRules>;
