/**
 * Prints the server-rendered head (title, canonical, meta tags, JSON-LD) and
 * status of every public route of a running server: every published article
 * and guide, the lists with and without filters, the games, the purchase page
 * and the not-found states. A change that must leave the heads alone is
 * checked by capturing before and after against the same data folder and
 * comparing the two files:
 *
 *   tsx scripts/capture-heads.ts http://127.0.0.1:4000 > heads-before.txt
 *   (change, npm run build, restart the server on the same DATA_DIR)
 *   tsx scripts/capture-heads.ts http://127.0.0.1:4000 > heads-after.txt
 *   diff heads-before.txt heads-after.txt
 *
 * Only the page's own head tags are printed: stylesheet and script links name
 * hashed files that change with every build.
 */
export {};

const baseUrl = process.argv[2]?.replace(/\/$/, '');
if (!baseUrl) {
  console.error('usage: tsx scripts/capture-heads.ts <server URL>');
  process.exit(2);
}

interface Listed {
  articles: { items: { id: string }[] };
  guides: { items: { id: string }[] };
  categories: { id: string }[];
}

async function published(): Promise<Listed> {
  const response = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
    body: JSON.stringify({
      query:
        '{ articles(input: { pageSize: 50 }) { items { id } } guides(input: { pageSize: 50 }) { items { id } } categories { id } }',
    }),
  });
  return ((await response.json()) as { data: Listed }).data;
}

/** The head tags a page declares, one per line, in the order the server wrote them. */
const HEAD_TAG =
  /<title>[\s\S]*?<\/title>|<link rel="canonical"[^>]*>|<meta (?:name|property)="[^"]*" content="[^"]*" \/>|<script type="application\/ld\+json">[\s\S]*?<\/script>/g;

async function capture(pathname: string): Promise<string> {
  const response = await fetch(`${baseUrl}${pathname}`);
  const html = await response.text();
  const head = html.slice(0, html.indexOf('</head>'));
  return [`## ${pathname} ${response.status}`, ...(head.match(HEAD_TAG) ?? [])].join('\n');
}

const { articles, guides, categories } = await published();
const games = [...(await (await fetch(`${baseUrl}/juegos`)).text()).matchAll(/href="(\/juegos\/[^"]+)"/g)].map(
  (match) => match[1]!,
);
const category = categories[0]?.id ?? '1';
const routes = [
  '/',
  '/sobre-mi',
  '/privacidad',
  ...['/articulos', '/guias'].flatMap((list) => [
    list,
    `${list}?pagina=2`,
    `${list}?q=familia&orden=antiguos&pagina=2`,
    `${list}?categoria=${category}`,
    `${list}/999999`,
    `${list}/abc`,
  ]),
  ...articles.items.map(({ id }) => `/articulos/${id}`),
  ...guides.items.map(({ id }) => `/guias/${id}`),
  '/juegos',
  ...new Set(games),
  '/juegos/no-existe',
  '/compra-exitosa',
  '/compra-exitosa/1',
  '/compra-exitosa/999999',
  '/no-existe',
];
for (const route of routes) console.log(await capture(route));
