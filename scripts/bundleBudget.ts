/**
 * The bytes budget of every public route (ARCHITECTURE.md §3: "a phone loads
 * what it shows"): which routes are measured, what each may download on a
 * first visit, and the verdict and table `npm run budget` prints. Pure: the
 * measuring (a cold phone-sized Chromium visit) is bench/routeAssets.ts, shared
 * with bench section 4.
 */
import { GAME_SLUGS } from '../domain/src/games';
import { paths } from '../web/src/config/paths';

const KB = 1024;

/** gzip bytes a first visit may download, by kind of route. */
export const BUDGETS = {
  content: { js: 90 * KB, css: 20 * KB },
  game: { js: 130 * KB, css: 20 * KB },
  /**
   * A page whose work starts as it opens (confirming a subscription from the
   * e-mail's link, checking a payment on Mercado Pago's return): the app starts
   * at once (RenderResult.startAtOnce), so its first load is the whole app.
   * Reached from a link she was sent, never shared.
   */
  app: { js: 180 * KB, css: 20 * KB },
} as const;

export type RouteKind = keyof typeof BUDGETS;

/** A route of web/src/app/routes.tsx: a key of `paths`, or the catch-all page. */
export type RouteKey = Exclude<keyof typeof paths, 'admin'> | 'notFound';

export interface BudgetRoute {
  /** Which route of routes.tsx this visit stands for (scripts/bundleBudget.test.ts checks that none is missing). */
  key: RouteKey;
  label: string;
  path: string;
  kind: RouteKind;
  /** The document's HTTP status; a route that answers otherwise is an error, not a measure. */
  status: number;
}

/** Every public route with the ids of one published article and guide: the content routes, then each game. */
export function budgetRoutes(ids: { articleId: string; guideId: string }): BudgetRoute[] {
  const content = (
    key: RouteKey,
    label: string,
    path: string,
    status = 200,
    kind: RouteKind = 'content',
  ): BudgetRoute => ({
    key,
    label,
    path,
    kind,
    status,
  });
  return [
    content('home', 'home', paths.home.getHref()),
    content('articles', 'articles', paths.articles.getHref()),
    content('article', 'article', paths.article.getHref(ids.articleId)),
    content('guides', 'guides', paths.guides.getHref()),
    content('guide', 'guide', paths.guide.getHref(ids.guideId)),
    content('games', 'games', paths.games.getHref()),
    content('aboutMe', 'about me', paths.aboutMe.getHref()),
    content('privacy', 'privacy', paths.privacy.getHref()),
    content('purchaseSuccess', 'purchase success', paths.purchaseSuccess.getHref(ids.guideId), 200, 'app'),
    content('confirmSubscription', 'newsletter confirm', paths.confirmSubscription.getHref(), 200, 'app'),
    content('unsubscribe', 'newsletter unsubscribe', paths.unsubscribe.getHref(), 200, 'app'),
    // The site has no /contacto page (the contact form is a section of home): a visitor who types it gets this.
    content('notFound', 'not found', '/contacto', 404),
    ...Object.values(GAME_SLUGS).map((slug): BudgetRoute => ({
      key: 'game',
      label: `game ${slug}`,
      path: paths.game.getHref(slug),
      kind: 'game',
      status: 200,
    })),
  ];
}

/** What one cold visit downloaded (gzip bytes), or why it could not be measured. */
export interface RouteMeasure {
  route: BudgetRoute;
  jsBytes: number;
  cssBytes: number;
  /** Same-origin files holding admin-only code (their paths). */
  adminFiles: string[];
  error?: string;
}

export interface BudgetRow {
  route: BudgetRoute;
  js: string;
  css: string;
  budget: string;
  result: string;
  ok: boolean;
}

export interface BudgetVerdict {
  rows: BudgetRow[];
  /** One line per problem: a budget passed, admin code on a public route, a route not measured. */
  problems: string[];
  ok: boolean;
}

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

/** Each route against its budget; the run passes only when every route was measured and none is over. */
export function judgeBudgets(measures: readonly RouteMeasure[]): BudgetVerdict {
  const rows: BudgetRow[] = [];
  const problems: string[] = [];
  if (measures.length === 0) problems.push('no route was measured');
  for (const measure of measures) {
    const { route } = measure;
    const budget = BUDGETS[route.kind];
    const budgetText = `JS ${kb(budget.js)}, CSS ${kb(budget.css)} (${route.kind})`;
    if (measure.error !== undefined) {
      problems.push(`${route.path}: not measured: ${measure.error}`);
      rows.push({ route, js: '—', css: '—', budget: budgetText, result: 'ERROR', ok: false });
      continue;
    }
    const over: string[] = [];
    if (measure.jsBytes > budget.js) {
      over.push(`JS +${kb(measure.jsBytes - budget.js)}`);
      problems.push(
        `${route.path}: JS ${kb(measure.jsBytes)} > ${kb(budget.js)} (${kb(measure.jsBytes - budget.js)} over)`,
      );
    }
    if (measure.cssBytes > budget.css) {
      over.push(`CSS +${kb(measure.cssBytes - budget.css)}`);
      problems.push(
        `${route.path}: CSS ${kb(measure.cssBytes)} > ${kb(budget.css)} (${kb(measure.cssBytes - budget.css)} over)`,
      );
    }
    if (measure.adminFiles.length > 0) {
      over.push('ADMIN CODE');
      for (const file of measure.adminFiles) problems.push(`${route.path}: admin-only code in ${file}`);
    }
    rows.push({
      route,
      js: kb(measure.jsBytes),
      css: kb(measure.cssBytes),
      budget: budgetText,
      result: over.length === 0 ? 'ok' : `OVER ${over.join(', ')}`,
      ok: over.length === 0,
    });
  }
  return { rows, problems, ok: problems.length === 0 };
}

/** The per-route table, then the verdict: what passed, or each problem and where to look. */
export function formatBudgetReport(verdict: BudgetVerdict): string {
  const table: string[][] = [
    ['route', 'path', 'JS gzip', 'CSS gzip', 'budget', 'result'],
    ...verdict.rows.map((row) => [row.route.label, row.route.path, row.js, row.css, row.budget, row.result]),
  ];
  const widths = table[0]!.map((_, column) => Math.max(...table.map((cells) => cells[column]!.length)));
  const rightAligned = new Set([2, 3]);
  const lines = table.map((cells) =>
    cells
      .map((cell, column) => (rightAligned.has(column) ? cell.padStart(widths[column]!) : cell.padEnd(widths[column]!)))
      .join('  ')
      .trimEnd(),
  );
  if (verdict.ok) {
    lines.push('', `Bundle budget met on all ${verdict.rows.length} routes; no admin code on any public route.`);
    return lines.join('\n');
  }
  const failed = verdict.rows.filter((row) => !row.ok).length;
  lines.push(
    '',
    `BUNDLE BUDGET FAILED: ${failed} of ${verdict.rows.length} public routes over budget or not measured.`,
    ...verdict.problems.map((problem) => `  - ${problem}`),
    'A cold phone visit that only reads downloads this much (gzip, until the network is idle 3 s).',
    'Budgets: scripts/bundleBudget.ts (docs/performance.md, section 4). Each file a route downloads: BUDGET_ASSETS=1 npm run budget.',
  );
  return lines.join('\n');
}
