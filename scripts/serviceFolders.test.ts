/**
 * Services talk through events and index.ts files, never in a circle: no
 * folder of server/src/services imports one that imports it back, directly or
 * through others (type-only imports included). The file-level cycle rule
 * (eslint-rules/noImportCycles.js) cannot see this: two folders can import
 * each other through different files without any file reaching itself.
 * Tests are left out (nothing imports them); so is appServices.ts, the type
 * that names every collaborator and belongs to no folder.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const SERVICES = path.resolve(import.meta.dirname, '../server/src/services');
const OPTIONS = { module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler };
const CACHE = ts.createModuleResolutionCache(SERVICES, (name) => name, OPTIONS);

/** The folder of services/ a file belongs to, or null (appServices.ts, anything outside). */
function folderOf(file: string): string | null {
  const parts = path.relative(SERVICES, file).split(path.sep);
  return parts.length > 1 && parts[0] !== '..' ? (parts[0] ?? null) : null;
}

/** folder → the folders its non-test files import. */
function folderGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const folder of fs.readdirSync(SERVICES)) {
    const dir = path.join(SERVICES, folder);
    if (!fs.statSync(dir).isDirectory()) continue;
    const imports = new Set<string>();
    for (const name of fs.readdirSync(dir, { recursive: true }).map(String)) {
      if (!name.endsWith('.ts') || name.endsWith('.test.ts')) continue;
      const file = path.join(dir, name);
      for (const { fileName } of ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true).importedFiles) {
        const resolved = ts.resolveModuleName(fileName, file, OPTIONS, ts.sys, CACHE).resolvedModule?.resolvedFileName;
        const target = resolved ? folderOf(path.resolve(resolved)) : null;
        if (target && target !== folder) imports.add(target);
      }
    }
    graph.set(folder, imports);
  }
  return graph;
}

/** Every cycle found by a depth-first walk, each as the route that closes it. */
function cycles(graph: Map<string, Set<string>>): string[] {
  const found: string[] = [];
  const done = new Set<string>();
  const walk = (folder: string, route: string[]) => {
    if (route.includes(folder)) {
      found.push([...route.slice(route.indexOf(folder)), folder].join(' → '));
      return;
    }
    if (done.has(folder)) return;
    for (const next of graph.get(folder) ?? []) walk(next, [...route, folder]);
    done.add(folder);
  };
  for (const folder of graph.keys()) walk(folder, []);
  return found;
}

// Reading and resolving every service's imports takes a few seconds on a busy machine.
describe('service folders', { timeout: 60_000 }, () => {
  it('import one another without a cycle', () => {
    const graph = folderGraph();
    expect(graph.get('newsletter')).toContain('content');
    expect(cycles(graph)).toEqual([]);
  });

  it('finds a cycle through a third folder', () => {
    const graph = new Map([
      ['content', new Set(['stats'])],
      ['stats', new Set(['newsletter'])],
      ['newsletter', new Set(['content'])],
      ['shared', new Set<string>()],
    ]);
    expect(cycles(graph)).toEqual(['content → stats → newsletter → content']);
  });
});
