import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  BUDGETS,
  budgetRoutes,
  formatBudgetReport,
  judgeBudgets,
  type BudgetRoute,
  type RouteMeasure,
} from './bundleBudget';

const routes = budgetRoutes({ articleId: '7', guideId: '3' });
const route = (label: string): BudgetRoute => {
  const found = routes.find((candidate) => candidate.label === label);
  if (!found) throw new Error(`no route ${label}`);
  return found;
};
const measure = (label: string, jsBytes: number, cssBytes: number, adminFiles: string[] = []): RouteMeasure => ({
  route: route(label),
  jsBytes,
  cssBytes,
  adminFiles,
});

describe('budgetRoutes', () => {
  it('covers every route of web/src/app/routes.tsx', () => {
    const source = fs.readFileSync(path.join(import.meta.dirname, '../web/src/app/routes.tsx'), 'utf8');
    const declared = [...source.matchAll(/paths\.(\w+)\.path/g)].map((match) => match[1]);
    if (source.includes("path: '*'")) declared.push('notFound');
    expect(declared.length).toBeGreaterThan(5);
    const measured = new Set(routes.map((candidate) => candidate.key));
    expect(declared.filter((key) => !measured.has(key as BudgetRoute['key']))).toEqual([]);
  });

  it('measures each of the five games against the game budget and the rest against the content budget', () => {
    expect(routes.filter((candidate) => candidate.kind === 'game').map((candidate) => candidate.path)).toEqual([
      '/juegos/probable-que',
      '/juegos/verdadero-falso',
      '/juegos/preguntas-conexion',
      '/juegos/descubriendo-emociones',
      '/juegos/puzzle-palabras',
    ]);
    expect(route('home').kind).toBe('content');
    expect(route('games').kind).toBe('content');
    expect(route('purchase success').kind).toBe('app');
    expect(route('newsletter confirm').kind).toBe('app');
    expect(route('newsletter unsubscribe').kind).toBe('app');
    expect(route('article').path).toBe('/articulos/7');
    expect(route('guide').path).toBe('/guias/3');
  });
});

describe('BUDGETS', () => {
  it('are the budgets docs/performance.md states', () => {
    const doc = fs.readFileSync(path.join(import.meta.dirname, '../docs/performance.md'), 'utf8').split('\n');
    const stated = (rowStart: string) => {
      const cells = doc.find((line) => line.startsWith(`| ${rowStart}`))?.split('|') ?? [];
      return cells.slice(-3, -1).map((cell) => cell.trim());
    };
    const kb = (bytes: number) => `≤ ${bytes / 1024} KB`;
    expect(stated('content:')).toEqual([kb(BUDGETS.content.js), kb(BUDGETS.content.css)]);
    expect(stated('each of the five games')).toEqual([kb(BUDGETS.game.js), kb(BUDGETS.game.css)]);
    expect(stated('app at once:')).toEqual([kb(BUDGETS.app.js), kb(BUDGETS.app.css)]);
  });
});

describe('judgeBudgets', () => {
  it('fails a content route one byte over 90 KB of JS, and passes it at exactly 90 KB', () => {
    expect(judgeBudgets([measure('home', BUDGETS.content.js + 1, 1000)]).ok).toBe(false);
    expect(judgeBudgets([measure('home', BUDGETS.content.js, 1000)]).ok).toBe(true);
  });

  it('gives a game 130 KB of JS but the same 20 KB of CSS', () => {
    expect(judgeBudgets([measure('game probable-que', 120 * 1024, 1000)]).ok).toBe(true);
    expect(judgeBudgets([measure('game probable-que', 131 * 1024, 1000)]).ok).toBe(false);
    expect(judgeBudgets([measure('game probable-que', 1000, 21 * 1024)]).ok).toBe(false);
    expect(judgeBudgets([measure('article', 1000, 21 * 1024)]).ok).toBe(false);
  });

  it('fails on admin code on a public route even within the budget', () => {
    const verdict = judgeBudgets([measure('guides', 1000, 1000, ['/assets/AdminShell-abc.js'])]);
    expect(verdict.ok).toBe(false);
    expect(verdict.problems).toEqual(['/guias: admin-only code in /assets/AdminShell-abc.js']);
  });

  it('fails on a route that could not be measured, and on an empty run', () => {
    const broken: RouteMeasure = { ...measure('about me', 0, 0), error: 'answered 500' };
    expect(judgeBudgets([measure('home', 1000, 1000), broken]).ok).toBe(false);
    expect(judgeBudgets([]).ok).toBe(false);
  });
});

describe('formatBudgetReport', () => {
  it('prints one row per route with its figures, budget and result, then names each overrun', () => {
    const report = formatBudgetReport(
      judgeBudgets([measure('home', 170 * 1024, 12 * 1024), measure('game puzzle-palabras', 100 * 1024, 12 * 1024)]),
    );
    const lines = report.split('\n');
    expect(lines[0]).toMatch(/^route\s+path\s+JS gzip\s+CSS gzip\s+budget\s+result$/);
    expect(lines[1]).toMatch(
      /^home\s+\/\s+170\.0 KB\s+12\.0 KB\s+JS 90\.0 KB, CSS 20\.0 KB \(content\)\s+OVER JS \+80\.0 KB$/,
    );
    expect(lines[2]).toMatch(
      /^game puzzle-palabras\s+\/juegos\/puzzle-palabras\s+100\.0 KB\s+12\.0 KB\s+JS 130\.0 KB.*\s+ok$/,
    );
    expect(report).toContain('BUNDLE BUDGET FAILED: 1 of 2 public routes over budget or not measured.');
    expect(report).toContain('  - /: JS 170.0 KB > 90.0 KB (80.0 KB over)');
  });

  it('says so when every route is within its budget', () => {
    const report = formatBudgetReport(judgeBudgets([measure('home', 80 * 1024, 12 * 1024)]));
    expect(report).toMatch(/Bundle budget met on all 1 routes; no admin code on any public route\.$/);
    expect(report).not.toContain('FAILED');
  });
});
