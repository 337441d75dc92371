import { describe, expect, it } from 'vitest';
import { asteriskBold, htmlToText, sanitizeArticleHtml, sanitizeInlineHtml } from './sanitize';
import { XSS_PAYLOADS } from './xssCorpus';

/** What must never survive sanitizing: a script, an event handler, a javascript:/data:/vbscript: URL, active embeds. */
function assertInert(html: string) {
  expect(html).not.toMatch(/<\s*script/i);
  expect(html).not.toMatch(/\son[a-z]+\s*=/i);
  expect(html).not.toMatch(/(javascript|vbscript|data):/i);
  expect(html).not.toMatch(/<\s*(iframe|object|embed|svg|math|style|link|meta|base|form|input|template|img)\b/i);
}

describe('HTML sanitizer', () => {
  it('has a corpus of at least 50 known payloads', () => {
    expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(50);
  });

  it.each(XSS_PAYLOADS)('neutralizes %s', (payload) => {
    const wrapped = `<p>Antes</p>${payload}<p>Después</p>`;
    assertInert(sanitizeArticleHtml(wrapped));
    assertInert(sanitizeInlineHtml(wrapped));
    // Idempotent: sanitizing twice equals sanitizing once.
    expect(sanitizeArticleHtml(sanitizeArticleHtml(wrapped))).toBe(sanitizeArticleHtml(wrapped));
    expect(sanitizeInlineHtml(sanitizeInlineHtml(wrapped))).toBe(sanitizeInlineHtml(wrapped));
  });

  it('keeps the formatting the editor produces and makes links safe', () => {
    const html =
      '<h2>Título</h2><p>Texto <strong>fuerte</strong> y <em>suave</em></p><ul><li>uno</li></ul><blockquote>cita</blockquote><a href="https://example.com">enlace</a>';
    const clean = sanitizeArticleHtml(html);
    expect(clean).toContain('<h2>Título</h2>');
    expect(clean).toContain('<strong>fuerte</strong>');
    expect(clean).toContain('<blockquote>cita</blockquote>');
    expect(clean).toContain('<a href="https://example.com" rel="noopener noreferrer nofollow">enlace</a>');
  });

  it('allows only bold and italics in About Me texts', () => {
    expect(sanitizeInlineHtml('Soy <strong>Laura</strong>, <h1>psicóloga</h1>')).toBe(
      'Soy <strong>Laura</strong>, psicóloga',
    );
  });
});

describe('asteriskBold (bold as WhatsApp writes it)', () => {
  it.each([
    ['un espacio *sin juicios*, cálido', 'un espacio <strong>sin juicios</strong>, cálido'],
    ['**online** y presencial', '<strong>online</strong> y presencial'],
    ['*una* y *otra*', '<strong>una</strong> y <strong>otra</strong>'],
    ['(*entre paréntesis*)', '(<strong>entre paréntesis</strong>)'],
    ['línea uno\n*línea dos*', 'línea uno\n<strong>línea dos</strong>'],
  ])('makes %j bold', (typed, stored) => {
    expect(asteriskBold(typed)).toBe(stored);
  });

  it.each([
    ['an arithmetic star', '5 * 3 = 15'],
    ['a footnote mark', 'Consultas* y turnos*'],
    ['a space inside the marks', 'esto * no * va'],
    ['marks inside a word', 'pala*bra*s'],
    ['marks across a line break', '*una\notra*'],
    ['an unmatched mark', '*sola'],
  ])('leaves %s as typed', (_why, typed) => {
    expect(asteriskBold(typed)).toBe(typed);
  });

  it('cannot smuggle markup past the sanitizer it runs before', () => {
    expect(sanitizeInlineHtml(asteriskBold('*<img src=x onerror=alert(1)>hola*'))).toBe('<strong>hola</strong>');
  });
});

describe('htmlToText (the revision comparison)', () => {
  it('keeps the words a reader sees, one line per block, entities read back', () => {
    const html =
      '<h2>Rutinas</h2><p>Leer <strong>juntos</strong> &amp; dormir&nbsp;bien.</p><ul><li>Uno</li><li>Dos &lt;3</li></ul>';
    expect(htmlToText(html)).toBe('Rutinas\nLeer juntos & dormir bien.\nUno\nDos <3');
  });

  it('is empty for markup without words', () => {
    expect(htmlToText('<p></p><br>')).toBe('');
  });
});
