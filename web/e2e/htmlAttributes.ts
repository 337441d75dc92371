/**
 * An html-validate rule that rejects attributes HTML does not define for the element
 * they sit on. html-validate's presets have no such rule, so a React prop leaking into
 * the markup (Mantine 9 writes `radius="xl"` on a ThemeIcon's <div>, `color="teal"` on
 * a Blockquote) passed the validity check while the Nu HTML Checker reports it.
 *
 * Allowed: the global attributes, `data-*` and `aria-*` (server-rendered React writes no `on*`
 * handlers), the element's
 * own attributes from the HTML Living Standard's attribute index, and (inside <svg>)
 * SVG's presentation and geometry attributes.
 */
import { Rule, type AttributeEvent, type Plugin, type RuleDocumentation } from 'html-validate';

const GLOBAL = new Set([
  'accesskey',
  'autocapitalize',
  'autocorrect',
  'autofocus',
  'class',
  'contenteditable',
  'dir',
  'draggable',
  'enterkeyhint',
  'hidden',
  'id',
  'inert',
  'inputmode',
  'is',
  'itemid',
  'itemprop',
  'itemref',
  'itemscope',
  'itemtype',
  'lang',
  'nonce',
  'popover',
  'role',
  'slot',
  'spellcheck',
  'style',
  'tabindex',
  'title',
  'translate',
  'writingsuggestions',
]);

const FORM_SUBMIT = ['formaction', 'formenctype', 'formmethod', 'formnovalidate', 'formtarget'];
const MEDIA = ['src', 'crossorigin', 'preload', 'autoplay', 'loop', 'muted', 'controls'];

/** Element-specific attributes, from the "Attributes" index of the HTML Living Standard. */
const BY_ELEMENT: Record<string, readonly string[]> = {
  a: ['href', 'target', 'download', 'ping', 'rel', 'hreflang', 'type', 'referrerpolicy'],
  area: ['alt', 'coords', 'shape', 'href', 'target', 'download', 'ping', 'rel', 'referrerpolicy'],
  audio: MEDIA,
  base: ['href', 'target'],
  blockquote: ['cite'],
  button: [
    'command',
    'commandfor',
    'disabled',
    'form',
    ...FORM_SUBMIT,
    'name',
    'popovertarget',
    'popovertargetaction',
    'type',
    'value',
  ],
  canvas: ['width', 'height'],
  col: ['span'],
  colgroup: ['span'],
  data: ['value'],
  del: ['cite', 'datetime'],
  details: ['name', 'open'],
  dialog: ['open', 'closedby'],
  embed: ['src', 'type', 'width', 'height'],
  fieldset: ['disabled', 'form', 'name'],
  form: ['accept-charset', 'action', 'autocomplete', 'enctype', 'method', 'name', 'novalidate', 'target', 'rel'],
  // The HTML syntax allows xmlns on <html> when it is the XHTML namespace.
  html: ['xmlns'],
  iframe: [
    'src',
    'srcdoc',
    'name',
    'sandbox',
    'allow',
    'allowfullscreen',
    'width',
    'height',
    'referrerpolicy',
    'loading',
  ],
  img: [
    'alt',
    'src',
    'srcset',
    'sizes',
    'crossorigin',
    'usemap',
    'ismap',
    'width',
    'height',
    'referrerpolicy',
    'decoding',
    'loading',
    'fetchpriority',
  ],
  input: [
    'accept',
    'alpha',
    'alt',
    'autocomplete',
    'checked',
    'colorspace',
    'dirname',
    'disabled',
    'form',
    ...FORM_SUBMIT,
    'height',
    'list',
    'max',
    'maxlength',
    'min',
    'minlength',
    'multiple',
    'name',
    'pattern',
    'placeholder',
    'popovertarget',
    'popovertargetaction',
    'readonly',
    'required',
    'size',
    'src',
    'step',
    'type',
    'value',
    'width',
  ],
  ins: ['cite', 'datetime'],
  label: ['for'],
  li: ['value'],
  link: [
    'href',
    'crossorigin',
    'rel',
    'as',
    'media',
    'hreflang',
    'type',
    'sizes',
    'imagesrcset',
    'imagesizes',
    'referrerpolicy',
    'integrity',
    'blocking',
    'color',
    'disabled',
    'fetchpriority',
  ],
  map: ['name'],
  // `property` is RDFa Lite, which the Nu HTML Checker accepts on <meta> (Open Graph tags).
  meta: ['name', 'http-equiv', 'content', 'charset', 'media', 'property'],
  meter: ['value', 'min', 'max', 'low', 'high', 'optimum'],
  object: ['data', 'type', 'name', 'form', 'width', 'height'],
  ol: ['reversed', 'start', 'type'],
  optgroup: ['disabled', 'label'],
  option: ['disabled', 'label', 'selected', 'value'],
  output: ['for', 'form', 'name'],
  progress: ['value', 'max'],
  q: ['cite'],
  script: [
    'src',
    'type',
    'nomodule',
    'async',
    'defer',
    'crossorigin',
    'integrity',
    'referrerpolicy',
    'blocking',
    'fetchpriority',
  ],
  select: ['autocomplete', 'disabled', 'form', 'multiple', 'name', 'required', 'size'],
  slot: ['name'],
  source: ['type', 'media', 'src', 'srcset', 'sizes', 'width', 'height'],
  style: ['media', 'blocking'],
  td: ['colspan', 'rowspan', 'headers'],
  template: ['shadowrootmode', 'shadowrootdelegatesfocus', 'shadowrootclonable', 'shadowrootserializable'],
  textarea: [
    'autocomplete',
    'cols',
    'dirname',
    'disabled',
    'form',
    'maxlength',
    'minlength',
    'name',
    'placeholder',
    'readonly',
    'required',
    'rows',
    'wrap',
  ],
  th: ['colspan', 'rowspan', 'headers', 'scope', 'abbr'],
  time: ['datetime'],
  track: ['default', 'kind', 'label', 'src', 'srclang'],
  video: [...MEDIA, 'poster', 'playsinline', 'width', 'height'],
};

/** SVG's core, presentation and geometry attributes, for the icons (Tabler) the site draws inline. */
const SVG = new Set([
  'xmlns',
  'xmlns:xlink',
  'version',
  'viewBox',
  'viewbox',
  'preserveAspectRatio',
  'preserveaspectratio',
  'focusable',
  'width',
  'height',
  'x',
  'y',
  'x1',
  'x2',
  'y1',
  'y2',
  'cx',
  'cy',
  'r',
  'rx',
  'ry',
  'd',
  'points',
  'transform',
  'fill',
  'fill-opacity',
  'fill-rule',
  'clip-rule',
  'clip-path',
  'opacity',
  'stroke',
  'stroke-width',
  'stroke-linecap',
  'stroke-linejoin',
  'stroke-dasharray',
  'stroke-dashoffset',
  'stroke-miterlimit',
  'stroke-opacity',
  'color',
  'href',
  'xlink:href',
  'offset',
  'stop-color',
  'stop-opacity',
  'gradientUnits',
  'gradientunits',
]);

/** Whether HTML (or SVG, inside an <svg>) defines attribute `key` on element `tagName`. */
export function isKnownAttribute(tagName: string, key: string, inSvg: boolean): boolean {
  const name = key.toLowerCase();
  if (GLOBAL.has(name) || name.startsWith('data-') || name.startsWith('aria-')) return true;
  if (inSvg) return SVG.has(key) || SVG.has(name);
  return BY_ELEMENT[tagName]?.includes(name) ?? false;
}

class NoUnknownAttributes extends Rule {
  override documentation(): RuleDocumentation {
    return { description: 'Only attributes HTML defines for this element (or global, data-*, aria-*) are allowed.' };
  }

  setup(): void {
    this.on('attr', (event: AttributeEvent) => {
      const element = event.target;
      const inSvg = element.tagName === 'svg' || element.closest('svg') !== null;
      if (!isKnownAttribute(element.tagName, event.key, inSvg)) {
        this.report(element, `attribute "${event.key}" is not allowed on <${element.tagName}>`, event.keyLocation);
      }
    });
  }
}

/** Plugin `crecer` with the rule `crecer/no-unknown-attributes`. */
export const htmlAttributesPlugin: Plugin = {
  name: 'crecer',
  rules: { 'crecer/no-unknown-attributes': NoUnknownAttributes },
};
