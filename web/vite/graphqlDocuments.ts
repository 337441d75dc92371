/**
 * Replaces each `graphql(`...`)` call with an import of the document
 * GraphQL Code Generator wrote for it, as the client preset's Babel and SWC
 * plugins do (our React plugin compiles with Oxc, which runs neither).
 *
 * Without it, `graphql()` looks its document up in a map (gql/gql.ts) holding
 * every document of the app's side and its source text: one module importing
 * `graphql` puts all of them in the bundle. The shell imports it, so every
 * page loaded every public query and mutation (41 KB before minifying) to use
 * two or three. And the generated graphql.ts is one module, which a bundler
 * puts whole in one chunk; so each document is served as a module of its own
 * (`virtual:gql-document/...`, its object literal copied from graphql.ts) and
 * lands only in the chunks that use it.
 *
 * The document's export name is taken from the generated module's own list,
 * matched to the operation or fragment name; a call it cannot match stops the
 * build rather than fall back silently to the map.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** `graphql(` + optional comment + a template literal without substitutions (`${`) + `)`. */
const GRAPHQL_CALL = /\bgraphql\(\s*(?:\/\*[^*]*\*\/\s*)?`((?:[^`$\\]|\$(?!\{))*)`\s*,?\s*\)/g;
const FIRST_DEFINITION = /^\s*(?:#[^\n]*\n\s*)*(query|mutation|subscription|fragment)\s+([_A-Za-z][_0-9A-Za-z]*)/;
const GRAPHQL_IMPORT = /^import\s*\{\s*graphql\s*\}\s*from\s*(['"])([^'"]+)\1;?[ \t]*\r?\n?/m;

const VIRTUAL_PREFIX = 'virtual:gql-document/';

/** Exported names of a generated `graphql.ts`, lower-cased for matching (the preset changes the case). */
export function documentExports(generatedSource: string): Map<string, string> {
  const names = new Map<string, string>();
  for (const match of generatedSource.matchAll(/^export const (\w+)\b/gm))
    names.set(match[1]!.toLowerCase(), match[1]!);
  return names;
}

/** The generated export for a document's source: `<Name>Document`, or `<Name>FragmentDoc` for a fragment. */
export function documentExportFor(source: string, exports: Map<string, string>): string {
  const definition = FIRST_DEFINITION.exec(source);
  if (!definition)
    throw new Error(`graphql() document without a named operation or fragment: ${source.trim().slice(0, 80)}`);
  const [, kind, name] = definition;
  const wanted = `${name}${kind === 'fragment' ? 'FragmentDoc' : 'Document'}`;
  // The preset capitalizes each part of the name (ArticleCard_article -> ArticleCard_ArticleFragmentDoc).
  const found = exports.get(wanted.toLowerCase());
  if (!found) throw new Error(`no generated document ${wanted} for graphql() of ${kind} ${name}: run npm run codegen`);
  return found;
}

/**
 * Rewrites one module: `graphql(...)` calls become references to imported
 * documents, and the `graphql` import goes. Returns null when the module
 * imports no generated `graphql`.
 */
export function rewriteGraphqlCalls(
  code: string,
  moduleDir: string,
  exportsOf: (gqlDir: string) => Map<string, string> | null,
): string | null {
  const graphqlImport = GRAPHQL_IMPORT.exec(code);
  if (!graphqlImport) return null;
  const specifier = graphqlImport[2]!;
  const exports = specifier.startsWith('.') ? exportsOf(path.resolve(moduleDir, specifier)) : null;
  if (!exports) return null;
  const used = new Set<string>();
  // Every line stays where it was, so the module's source map needs no change (the hook returns map: null).
  const rewritten = code.replace(GRAPHQL_CALL, (call, source: string) => {
    const name = documentExportFor(source, exports);
    used.add(name);
    return `__document_${name}${'\n'.repeat(call.split('\n').length - 1)}`;
  });
  const [importLine] = graphqlImport;
  if (/\bgraphql\s*\(/.test(rewritten.replace(importLine, ''))) {
    throw new Error('a graphql() use the build cannot replace (not a plain template literal: no ${ or \\ inside)');
  }
  if (used.size === 0) return null;
  const documentsImport = [...used]
    .map(
      (name) =>
        `import { ${name} as __document_${name} } from '${VIRTUAL_PREFIX}${path.resolve(moduleDir, specifier)}/${name}';`,
    )
    .join(' ');
  return rewritten.replace(importLine, documentsImport + (importLine.endsWith('\n') ? '\n' : ''));
}

/**
 * One document's module: its object literal from the generated graphql.ts (a
 * self-contained AST; the preset inlines the fragments each one spreads),
 * without the TypeScript cast.
 */
export function documentModule(generatedSource: string, name: string): string {
  const start = generatedSource.indexOf(`\nexport const ${name} = {`);
  const end = start < 0 ? -1 : generatedSource.indexOf('\n} as unknown as DocumentNode<', start);
  if (end < 0) throw new Error(`generated document ${name} not found: run npm run codegen`);
  return `${generatedSource.slice(start + 1, end)}\n};\n`;
}

/** The Vite plugin: `gqlDirs` are the client preset's output folders. */
export function graphqlDocuments(gqlDirs: string[]): Plugin {
  const generated = new Map<string, { source: string; exports: Map<string, string> }>();
  const read = (dir: string) => {
    let entry = generated.get(dir);
    if (!entry) {
      const source = fs.readFileSync(path.join(dir, 'graphql.ts'), 'utf8');
      entry = { source, exports: documentExports(source) };
      generated.set(dir, entry);
    }
    return entry;
  };
  const exportsOf = (dir: string) => (gqlDirs.includes(dir) ? read(dir).exports : null);
  return {
    name: 'crecer:graphql-documents',
    enforce: 'pre',
    watchChange(id) {
      // `npm run codegen` rewrote a generated module while the dev server or a watch build runs.
      if (gqlDirs.includes(path.dirname(id))) generated.clear();
    },
    resolveId(source) {
      return source.startsWith(VIRTUAL_PREFIX) ? `\0${source}` : null;
    },
    load(id) {
      if (!id.startsWith(`\0${VIRTUAL_PREFIX}`)) return null;
      const file = id.slice(VIRTUAL_PREFIX.length + 1);
      const dir = path.dirname(file);
      // The dev server reloads the document when `npm run codegen` rewrites it.
      this.addWatchFile(path.join(dir, 'graphql.ts'));
      return documentModule(read(dir).source, path.basename(file));
    },
    transform(code, id) {
      if (!/\.tsx?$/.test(id) || id.includes('node_modules') || !code.includes('graphql(')) return null;
      const rewritten = rewriteGraphqlCalls(code, path.dirname(id), exportsOf);
      return rewritten === null ? null : { code: rewritten, map: null };
    },
  };
}
