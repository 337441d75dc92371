/**
 * The modules a visitor's browser can ever load: what the entry needs
 * statically, and what every module it reaches imports dynamically (each
 * page, each deferred widget), never crossing into the admin.
 *
 * The runtime group (vite.config.ts) takes the packages every page needs
 * whole, but a group takes every matching module the whole app uses: the
 * admin's own Apollo link and Mantine's keyboard and focus helpers rode in
 * the runtime chunk every visitor downloads. Asking this set first leaves
 * admin-only modules to the admin's chunks.
 */
import type { Plugin } from 'vite';
import { BuildImportReader, ImportReader, moduleGraphOf, StaticNeedsWalk, type ModuleGraph } from './shellModules';

export interface PublicModules {
  /** Fills the set once the module graph is known. */
  plugin: Plugin;
  /** For a code-splitting group's test: can a public page load this module? */
  has(id: string): boolean;
}

/** Every module reachable from `entry` by static and dynamic imports, but through no module `isAdmin` names. */
export async function publicNeeds(
  graph: ModuleGraph,
  entry: string,
  isAdmin: (id: string) => boolean,
  reader = new ImportReader(graph),
): Promise<Set<string>> {
  const walk = new StaticNeedsWalk(reader);
  const roots = new Set([entry]);
  let next = [entry];
  while (next.length > 0) {
    await walk.add(next);
    next = [];
    for (const id of walk.needed) {
      for (const target of graph.getModuleInfo(id)?.dynamicallyImportedIds ?? []) {
        if (roots.has(target) || isAdmin(target)) continue;
        roots.add(target);
        next.push(target);
      }
    }
  }
  return walk.needed;
}

export function publicModules(
  entryModule: string,
  isAdmin: (id: string) => boolean,
  reading = new BuildImportReader(),
): PublicModules {
  let reachable = new Set<string>();
  return {
    has: (id) => reachable.has(id),
    plugin: {
      name: 'crecer:public-modules',
      apply: 'build',
      buildStart: () => reading.reset(),
      async buildEnd() {
        const graph = moduleGraphOf(this, entryModule, 'entry');
        reachable = await publicNeeds(graph, entryModule, isAdmin, reading.for(graph));
      },
    },
  };
}
