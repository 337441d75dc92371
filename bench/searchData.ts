/**
 * 100,000 published-looking articles with Spanish titles and summaries
 * (accents included), generated inside Postgres with generate_series so the
 * insert takes seconds. Three marker words give known match counts.
 */

export const SEARCH_ROWS = 100_000;

/** Each term with how many rows contain it (1 row in 20 is a draft and never listed). */
export const SEARCH_TERMS = [
  { label: 'rare', term: 'ornitorrinco', every: 10_000 },
  { label: 'medium', term: 'trampolín', every: 100 },
  { label: 'common', term: 'familia', every: 3 },
] as const;

const OPENINGS = [
  'Cómo acompañar',
  'Guía para entender',
  'Qué hacer con',
  'Ideas para trabajar',
  'Claves para abordar',
  'Por qué aparece',
  'Cuándo consultar por',
  'Pequeños pasos frente a',
  'Mitos y verdades sobre',
  'Preguntas frecuentes sobre',
  'Una mirada distinta sobre',
];

const TOPICS = [
  'el berrinche',
  'la rabieta',
  'el sueño',
  'los límites',
  'la adolescencia',
  'el colecho',
  'la lactancia',
  'los celos entre hermanos',
  'la alimentación',
  'el juego libre',
  'las pantallas',
  'el miedo nocturno',
  'la escuela',
  'la autoestima',
  'el duelo',
  'la separación',
  'la timidez',
  'el control de esfínteres',
  'la frustración',
];

const ENDINGS = [
  'en la infancia',
  'de tu hijo',
  'de tu hija',
  'en casa',
  'sin gritos',
  'con ternura',
  'en vacaciones',
  'después del colegio',
  'a los tres años',
  'en la pubertad',
  'día a día',
  'paso a paso',
  'con paciencia',
];

const SUMMARIES = [
  'Una mirada respetuosa sobre',
  'Herramientas prácticas para acompañar',
  'Reflexiones y ejercicios sencillos sobre',
  'Lo que dice la psicología infantil sobre',
  'Señales de alerta y recursos útiles frente a',
  'Estrategias validadas por la evidencia para',
  'Un recorrido breve y cálido por',
];

function array(words: readonly string[]): string {
  return `ARRAY[${words.map((w) => `'${w.replace(/'/g, "''")}'`).join(', ')}]`;
}

/** Picks from a word list with a multiplier prime, so neighbouring rows differ. */
function pick(words: readonly string[], prime: number): string {
  return `(${array(words)})[1 + ((i::bigint * ${prime}) % ${words.length})]`;
}

function marker(index: number, text: string): string {
  const entry = SEARCH_TERMS[index];
  if (!entry) throw new Error('unknown marker');
  // Offset by one from a multiple of 20, so marked rows are never all drafts (i % 20 = 0).
  return `CASE WHEN i % ${entry.every} = ${Math.floor(entry.every / 2) + 1} THEN ${text} ELSE '' END`;
}

/** One INSERT ... SELECT over generate_series(first, last). */
export function insertArticlesSql(first: number, last: number): string {
  const title = `${pick(OPENINGS, 7919)} || ' ' || ${pick(TOPICS, 104729)} || ' ' || ${pick(ENDINGS, 1299709)} || ${marker(0, "' y el ornitorrinco'")} || ${marker(1, "' en el trampolín'")}`;
  const summary = `${pick(SUMMARIES, 15485863)} || ' ' || ${pick(TOPICS, 32452843)} || '.' || ${marker(2, "' Pensado para toda la familia.'")}`;
  return `
    INSERT INTO articles (title, summary, content, status, views, created_at, updated_at)
    SELECT ${title}, ${summary}, '<p>Contenido de prueba.</p>',
           CASE WHEN i % 20 = 0 THEN 'Borrador' ELSE 'Publicado' END,
           (i * 37) % 500,
           now() - i * interval '7 minutes', now() - i * interval '7 minutes'
    FROM generate_series(${first}, ${last}) AS i`;
}
