import { parseAst } from 'rolldown/parseAst';
import type { Plugin } from 'vite';
import type { ModuleGraph } from './shellModules';

/**
 * A module graph from source texts, for the module walks' tests: an import's
 * source is the imported module's id; `injected` adds imports a transform would.
 */
export function graphOf(modules: Record<string, string | null>, injected: Record<string, string[]> = {}): ModuleGraph {
  const matches = (code: string | null, pattern: RegExp) =>
    [...(code ?? '').matchAll(pattern)].map((m) => m.slice(1).find(Boolean) ?? '');
  return {
    getModuleInfo: (id) =>
      id in modules
        ? {
            code: modules[id] ?? null,
            importedIds: [...matches(modules[id] ?? null, /from '([^']+)'|import '([^']+)'/g), ...(injected[id] ?? [])],
            dynamicallyImportedIds: matches(modules[id] ?? null, /import\('([^']+)'\)/g),
          }
        : null,
    parse: (code) => parseAst(code),
    resolve: async (source) => (source in modules ? { id: source } : null),
  };
}

/** Runs a plugin's buildEnd as the bundler would, over `modules` (errors thrown as the bundler's would stop it). */
export async function runBuildEnd(plugin: Plugin, modules: Record<string, string | null>): Promise<void> {
  const context = {
    ...graphOf(modules),
    getModuleIds: () => Object.keys(modules)[Symbol.iterator](),
    error: (message: string) => {
      throw new Error(message);
    },
  };
  await (plugin.buildEnd as unknown as (this: typeof context) => Promise<void>).call(context);
}
