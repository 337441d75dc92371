/**
 * No import cycles, type-only imports included. import-x/no-cycle skips every
 * `import type` (no-cycle.js checks `importKind === 'type'` and ExportMap's
 * `isOnlyImportingTypes`, with no option to count them, in 4.6.1 as in 4.18),
 * yet a type import that points back is a layer reaching back all the same.
 *
 * Each module's imports come from TypeScript's pre-processor (a scan for
 * import/export/require/import() specifiers, no parse), resolved as the
 * tsconfigs resolve them (moduleResolution Bundler); a package in
 * node_modules ends the walk. Each import of the linted file is reported when
 * a route leads from it back to the file, with that route.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const COMPILER_OPTIONS = {
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  jsx: ts.JsxEmit.ReactJSX,
  resolveJsonModule: true,
};
const SOURCE_FILE = /\.(ts|tsx|js)$/;
/**
 * How long a module's scanned imports are trusted before its mtime is checked
 * again: one `eslint .` reads each file once; an editor's long-lived linter
 * sees another file's save within this window.
 */
const TRUST_MS = 2_000;

// Resolutions are kept for the process: a long-lived linter picks up a newly created module on restart.
const resolutionCache = ts.createModuleResolutionCache(process.cwd(), (name) => name, COMPILER_OPTIONS);
/** file → { imports: [{ specifier, file }], mtimeMs, checkedAt } */
const scanned = new Map();

/** The repository source file `specifier` resolves to from `fromFile`, or null (packages, assets, unresolved). */
function resolve(specifier, fromFile) {
  const { resolvedModule } = ts.resolveModuleName(specifier, fromFile, COMPILER_OPTIONS, ts.sys, resolutionCache);
  const file = resolvedModule?.resolvedFileName;
  // A workspace package (@crecer/domain) resolves through its link to its real path and is followed.
  if (!file || file.includes('/node_modules/') || file.endsWith('.d.ts') || !SOURCE_FILE.test(file)) return null;
  return path.resolve(file);
}

/** The repository modules a module's text imports (statically, dynamically, type-only or not). */
function importsOfText(text, fromFile) {
  const { importedFiles } = ts.preProcessFile(text, true, true);
  return importedFiles.flatMap(({ fileName }) => {
    const file = resolve(fileName, fromFile);
    return file ? [{ specifier: fileName, file }] : [];
  });
}

function importsOfFile(file) {
  const now = Date.now();
  const known = scanned.get(file);
  if (known && now - known.checkedAt < TRUST_MS) return known.imports;
  let mtimeMs;
  try {
    mtimeMs = fs.statSync(file).mtimeMs;
  } catch {
    scanned.delete(file);
    return [];
  }
  if (known && known.mtimeMs === mtimeMs) {
    known.checkedAt = now;
    return known.imports;
  }
  const imports = importsOfText(fs.readFileSync(file, 'utf8'), file);
  scanned.set(file, { imports, mtimeMs, checkedAt: now });
  return imports;
}

/**
 * The specifiers of the shortest route from `start` back to `target`, or null
 * when there is none; then every module the walk saw joins `noRoute`, which
 * the walks from the linted file's other imports skip.
 */
function routeBack(start, target, noRoute) {
  if (noRoute.has(start)) return null;
  const previous = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift();
    for (const { specifier, file: next } of importsOfFile(file)) {
      if (next === target) {
        const route = [specifier];
        for (let step = previous.get(file); step; step = previous.get(step.from)) route.unshift(step.specifier);
        return route;
      }
      if (previous.has(next) || noRoute.has(next)) continue;
      previous.set(next, { from: file, specifier });
      queue.push(next);
    }
  }
  for (const file of previous.keys()) noRoute.add(file);
  return null;
}

function realPath(file) {
  try {
    return fs.realpathSync(file);
  } catch {
    return file; // a file linted from text only (a fixture)
  }
}

export const noImportCycles = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid import cycles, type-only imports included' },
    schema: [],
    messages: { cycle: 'Dependency cycle (type-only imports count): {{route}}' },
  },
  create(context) {
    if (!path.isAbsolute(context.physicalFilename)) return {}; // text linted without a file name
    // Resolved modules are real paths (TypeScript follows links): compare the linted file's real path too.
    const filename = realPath(context.physicalFilename);
    const sources = [];
    const collect = (node) => {
      if (node.source?.type === 'Literal' && typeof node.source.value === 'string') sources.push(node.source);
    };
    return {
      ImportDeclaration: collect,
      ExportNamedDeclaration: collect,
      ExportAllDeclaration: collect,
      ImportExpression: collect,
      'Program:exit'() {
        const checked = new Set();
        const noRoute = new Set();
        for (const source of sources) {
          const file = resolve(source.value, filename);
          if (!file || file === filename || checked.has(file)) continue;
          checked.add(file);
          const route = routeBack(file, filename, noRoute);
          if (route)
            context.report({ node: source, messageId: 'cycle', data: { route: [source.value, ...route].join(' → ') } });
        }
      },
    };
  },
};

export default { rules: { 'no-import-cycles': noImportCycles } };
