import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { docFiles, exists, found, namedPaths, ROOT } from './docPaths';

/**
 * Paths the docs name on purpose although they do not exist, each with why. The
 * test below requires them to stay absent, so an entry cannot outlive its reason.
 */
const NAMED_BUT_ABSENT: Readonly<Record<string, string>> = {
  'web/src/lib/routeQueries.ts':
    'removed by definePage; rendering.md and the performance log describe the path before it',
  'web/src/lib/pageQuery.ts': 'removed by definePage; as above',
  'web/src/features/categories/CategoriesPage.tsx': "rendering.md's walkthrough: the file a reader would add",
};

/** A scratch or home folder (`/work/...`, `/tmp/...`): meaningless on a reader's clone. */
const MACHINE_FOLDER = /(^|[\s`'"(=])\/(work|tmp|home|root|Users)\//;

describe('paths named in the docs', () => {
  it.each(docFiles())('%s names only paths that exist', (doc) => {
    const missing = namedPaths(doc)
      .filter((named) => !found(named) && !named.candidates.some((target) => target in NAMED_BUT_ABSENT))
      .map((named) => `${named.doc}:${named.line} ${named.text}`);
    expect(missing).toEqual([]);
  });

  it.each(docFiles())('%s names no folder of the machine it was written on', (doc) => {
    const machineFolders = fs
      .readFileSync(path.join(ROOT, doc), 'utf8')
      .split('\n')
      .flatMap((line, index) => (MACHINE_FOLDER.test(line) ? [`${doc}:${index + 1}`] : []));
    expect(machineFolders).toEqual([]);
  });

  it('reads backticked root paths and file links, not commands, URLs or placeholders', () => {
    const targets = docFiles().flatMap((doc) => namedPaths(doc).flatMap((named) => named.candidates));
    expect(targets).toContain('docs/architecture.md');
    expect(targets).toContain('web/src/lib/page/definePage.tsx');
    expect(targets.filter((target) => /^https?:|\.\.\.|<|(^|\/)dist\//.test(target))).toEqual([]);
  });

  it('names as absent on purpose only paths that are absent', () => {
    expect(Object.keys(NAMED_BUT_ABSENT).filter(exists)).toEqual([]);
  });

  it('tells a missing path and glob from present ones', () => {
    expect(exists('server/src/main.ts')).toBe(true);
    expect(exists('web/e2e/*.e2e.ts')).toBe(true);
    expect(exists('server/src/mian.ts')).toBe(false);
    expect(exists('web/e2e/*.spec.ts')).toBe(false);
  });

  it('tells a machine folder from a route or a system file', () => {
    expect(MACHINE_FOLDER.test('kept in `/work/main/data`')).toBe(true);
    expect(MACHINE_FOLDER.test('DATA_DIR=/tmp/cef-e2e-1 npm start')).toBe(true);
    expect(MACHINE_FOLDER.test('`/proc/<pid>/status`, `/healthz`, `/articulos/42`')).toBe(false);
  });
});
