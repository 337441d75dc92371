/**
 * The app's shell: every module the start module (web/src/app/startApp.tsx)
 * imports statically, directly or not. Every public page loads the start
 * module, so these modules always arrive together; yet Rolldown's
 * automatic split gives each one shared with another lazy chunk (a Mantine
 * component, an icon, the site settings hook) a file of its own: twenty-odd
 * files, each a request the browser starts on the main thread (a few
 * milliseconds each on a phone's CPU) and each compressed on its own. As one
 * group they are one file, about a fifth smaller gzipped, and no page loads a
 * byte more.
 *
 * The shell also takes what most public pages need (the card, its badge and
 * rating, the Mantine pieces they are built of): shared by a different set of
 * pages each, they too came as a dozen files of a few hundred bytes, about a
 * third larger gzipped one by one than together.
 *
 * The walk follows static imports, but through a barrel (a module that only
 * re-exports, like `@mantine/core`'s index) only to the modules providing the
 * names actually imported: following all of a barrel's imports would put
 * every Mantine component into the shell.
 */
import type { Plugin } from 'vite';

export interface ShellModules {
  /** Fills the set once the module graph is known. */
  plugin: Plugin;
  /** For a code-splitting group's test: is this module part of the shell? */
  has(id: string): boolean;
  /**
   * For a code-splitting group's test: does the entry import this module
   * statically? A group takes its members' dependencies, so a module both the
   * entry and a shell module import (the page data, the kept-toast key) would
   * join the shell and bring the whole shell, React included, into a visit
   * that only reads; as a group of their own, ranked above the shell, they
   * stay with the entry.
   */
  inEntry(id: string): boolean;
}

/** What the walk needs from the bundler's plugin context. */
export interface ModuleGraph {
  getModuleInfo(id: string): {
    code: string | null;
    importedIds: readonly string[];
    dynamicallyImportedIds?: readonly string[];
    exports?: string[];
  } | null;
  parse(code: string): unknown;
  resolve(source: string, importer: string): Promise<{ id: string } | null>;
}

type Node = { type: string; [key: string]: unknown };
type Program = { body: Node[] };

/** What one module asks of another: everything, or some of its exported names. */
type Request = { id: string; names: Set<string> | 'all' };

/** A barrel's exported names with the module behind each, and its `export *` sources. */
type BarrelRoutes = { named: Map<string, Request>; stars: string[] };

const nameOf = (node: unknown): string => {
  const n = node as { name?: string; value?: string };
  return n.name ?? n.value ?? '';
};

const sourceOf = (statement: Node): string | undefined =>
  (statement.source as { value?: string } | null | undefined)?.value;

const isTypeOnly = (node: Node): boolean => node.importKind === 'type' || node.exportKind === 'type';

/** A module that only imports and re-exports. */
function isBarrel(program: Program): boolean {
  return (
    program.body.length > 0 &&
    program.body.every(
      (statement) =>
        statement.type === 'ImportDeclaration' ||
        statement.type === 'ExportAllDeclaration' ||
        (statement.type === 'ExportNamedDeclaration' && !statement.declaration),
    )
  );
}

/** The bundler's plugin context during buildEnd, as the walks see it; fails the build when `root` is missing. */
export function moduleGraphOf(
  context: ModuleGraph & { error(message: string): never },
  root: string,
  role: string,
): ModuleGraph {
  const graph: ModuleGraph = {
    getModuleInfo: (id) => context.getModuleInfo(id),
    parse: (code) => context.parse(code),
    resolve: (source, importer) => context.resolve(source, importer),
  };
  if (!graph.getModuleInfo(root)) context.error(`the ${role} module ${root} is not in the build`);
  return graph;
}

/** Reads modules' import statements once each. */
export class ImportReader {
  private readonly programs = new Map<string, Program | null>();

  constructor(private readonly graph: ModuleGraph) {}

  program(id: string): Program | null {
    if (!this.programs.has(id)) {
      const code = this.graph.getModuleInfo(id)?.code;
      let parsed: Program | null = null;
      try {
        parsed = code ? (this.graph.parse(code) as Program) : null;
      } catch {
        parsed = null; // not JavaScript: its imports are followed whole
      }
      this.programs.set(id, parsed);
    }
    return this.programs.get(id) ?? null;
  }

  private async resolve(source: string, importer: string): Promise<string | null> {
    const id = (await this.graph.resolve(source, importer))?.id ?? null;
    return id && this.graph.getModuleInfo(id) ? id : null;
  }

  /** Each module's requests, read once: every walk (the start module's, each page's) asks again. */
  private readonly requests = new Map<string, Promise<Request[]>>();

  /** The modules `id` needs, each with the names it uses from it. */
  requestsOf(id: string): Promise<Request[]> {
    let requests = this.requests.get(id);
    if (!requests) this.requests.set(id, (requests = this.readRequests(id)));
    return requests;
  }

  private async readRequests(id: string): Promise<Request[]> {
    const importedIds = this.graph.getModuleInfo(id)?.importedIds ?? [];
    const program = this.program(id);
    if (!program) return importedIds.map((target) => ({ id: target, names: 'all' }));
    const requests: Request[] = [];
    for (const statement of program.body) {
      const source = sourceOf(statement);
      if (!source || isTypeOnly(statement)) continue;
      const target = await this.resolve(source, id);
      if (!target) continue;
      const listed = (statement.specifiers ?? []) as Node[];
      const specifiers = listed.filter((s) => !isTypeOnly(s));
      if (listed.length > 0 && specifiers.length === 0) continue; // only types: nothing to load
      const named = specifiers.filter((s) => s.type === 'ImportSpecifier' || s.type === 'ExportSpecifier');
      const whole =
        statement.type === 'ExportAllDeclaration' ||
        specifiers.length === 0 || // `import 'x'`, for its side effects
        named.length < specifiers.length; // a default or namespace import
      requests.push({ id: target, names: whole ? 'all' : new Set(named.map((s) => nameOf(s.imported ?? s.local))) });
    }
    // Imports the source does not show, added by a transform (Vite's preload helper, the JSX runtime).
    const shown = new Set(requests.map((request) => request.id));
    for (const target of importedIds) if (!shown.has(target)) requests.push({ id: target, names: 'all' });
    return requests;
  }

  /** Each barrel's exported names and the modules providing them, read once per barrel. */
  private readonly barrelRoutes = new Map<string, Promise<BarrelRoutes>>();

  /** For a barrel: the module providing `name`, asked for that name. */
  async routeOf(barrel: string, name: string): Promise<Request[]> {
    if (!this.barrelRoutes.has(barrel)) this.barrelRoutes.set(barrel, this.readBarrel(barrel));
    const { named, stars } = await (this.barrelRoutes.get(barrel) as Promise<BarrelRoutes>);
    const route = named.get(name);
    if (route) return [route];
    return stars
      .filter((star) => this.graph.getModuleInfo(star)?.exports?.includes(name))
      .map((star) => ({ id: star, names: new Set([name]) }));
  }

  private async readBarrel(barrel: string): Promise<BarrelRoutes> {
    const program = this.program(barrel) as Program;
    const imported = new Map<string, Request>();
    const named = new Map<string, Request>();
    const stars: string[] = [];
    for (const statement of program.body) {
      const source = sourceOf(statement);
      const target = source ? await this.resolve(source, barrel) : null;
      const specifiers = (statement.specifiers ?? []) as Node[];
      if (statement.type === 'ImportDeclaration' && target) {
        for (const s of specifiers)
          imported.set(nameOf(s.local), {
            id: target,
            names: s.type === 'ImportSpecifier' ? new Set([nameOf(s.imported)]) : 'all',
          });
      } else if (statement.type === 'ExportAllDeclaration' && target) {
        stars.push(target);
      } else if (statement.type === 'ExportNamedDeclaration') {
        for (const s of specifiers) {
          const local = nameOf(s.local);
          const route = target ? { id: target, names: new Set([local]) } : imported.get(local);
          if (route) named.set(nameOf(s.exported), route);
        }
      }
    }
    return { named, stars };
  }
}

/**
 * A walk of static imports that can be extended from more roots: a module
 * already followed whole is not walked again, so walking every page of the
 * site costs about as much as walking the largest one.
 */
class StaticNeedsWalk {
  readonly needed = new Set<string>();
  private readonly namesFollowed = new Map<string, Set<string>>();

  constructor(private readonly reader: ImportReader) {}

  /** Adds every module `roots` need statically; through a barrel, only the modules behind the names used. */
  async add(roots: string[]): Promise<void> {
    const { needed, namesFollowed, reader } = this;
    const pending: Request[] = roots.map((id) => ({ id, names: 'all' }));
    while (pending.length > 0) {
      const { id, names } = pending.pop() as Request;
      const program = reader.program(id);
      if (names !== 'all' && program && isBarrel(program)) {
        if (needed.has(id) && !namesFollowed.has(id)) continue; // already followed whole
        const followed = namesFollowed.get(id) ?? new Set<string>();
        namesFollowed.set(id, followed);
        for (const name of names) {
          if (followed.has(name)) continue;
          followed.add(name);
          needed.add(id);
          pending.push(...(await reader.routeOf(id, name)));
        }
        continue;
      }
      if (needed.has(id) && !namesFollowed.has(id)) continue;
      namesFollowed.delete(id); // followed whole from now on
      needed.add(id);
      pending.push(...(await reader.requestsOf(id)));
    }
  }
}

/** Every module `root` needs statically; through a barrel, only the modules behind the names used. */
export async function staticNeeds(
  graph: ModuleGraph,
  root: string,
  reader = new ImportReader(graph),
): Promise<Set<string>> {
  const walk = new StaticNeedsWalk(reader);
  await walk.add([root]);
  return walk.needed;
}

/** The modules that more than half of `pages` need statically (the pages themselves excepted). */
export async function commonPageNeeds(graph: ModuleGraph, pages: string[], reader: ImportReader): Promise<Set<string>> {
  const pageCount = new Map<string, number>();
  for (const page of pages) {
    for (const id of await staticNeeds(graph, page, reader)) pageCount.set(id, (pageCount.get(id) ?? 0) + 1);
  }
  const common = new Set<string>();
  for (const [id, count] of pageCount) if (count * 2 > pages.length && !pages.includes(id)) common.add(id);
  return common;
}

/**
 * @param isPublicPage names the public page modules, whose common needs join the shell.
 */
export function shellModules(
  startModule: string,
  entryModule: string,
  isPublicPage: (id: string) => boolean = () => false,
): ShellModules {
  const shell = new Set<string>();
  const entry = new Set<string>();
  return {
    has: (id) => shell.has(id),
    inEntry: (id) => entry.has(id),
    plugin: {
      name: 'crecer:shell-modules',
      apply: 'build',
      async buildEnd() {
        const graph = moduleGraphOf(this, startModule, 'start');
        // The entry's own imports (the first-paint wait) load before the first paint: not shell.
        const reader = new ImportReader(graph);
        const pages = [...this.getModuleIds()].filter(isPublicPage);
        const [startNeeds, entryNeeds, pagesNeeds] = await Promise.all([
          staticNeeds(graph, startModule, reader),
          staticNeeds(graph, entryModule, reader),
          commonPageNeeds(graph, pages, reader),
        ]);
        shell.clear();
        entry.clear();
        for (const id of [...startNeeds, ...pagesNeeds]) if (!entryNeeds.has(id)) shell.add(id);
        for (const id of entryNeeds) if (id !== entryModule) entry.add(id);
        // The start module stays apart: it awaits the first page's chunk before hydrating, and
        // that chunk imports the shell, so inside the shell it would wait on itself forever.
        shell.delete(startModule);
      },
    },
  };
}
