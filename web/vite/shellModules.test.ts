import { parseAst } from 'rolldown/parseAst';
import { describe, expect, it } from 'vitest';
import { shellModules, staticNeeds, type ModuleGraph } from './shellModules';

/** A module graph from source texts; an import's source is the imported module's id. */
function graphOf(modules: Record<string, string | null>, injected: Record<string, string[]> = {}): ModuleGraph {
  const importsIn = (code: string | null) =>
    [...(code ?? '').matchAll(/from '([^']+)'|import '([^']+)'/g)].map((m) => m[1] ?? m[2] ?? '');
  return {
    getModuleInfo: (id) =>
      id in modules
        ? { code: modules[id] ?? null, importedIds: [...importsIn(modules[id] ?? null), ...(injected[id] ?? [])] }
        : null,
    parse: (code) => parseAst(code),
    resolve: async (source) => (source in modules ? { id: source } : null),
  };
}

const ui = {
  // A barrel in Mantine's style: import every component, export them together.
  ui: "import { Button } from 'button';\nimport { Table } from 'table';\nexport { Button, Table };",
  // ...and in the icons' style: re-export straight from each file.
  icons: "export { default as IconMail } from 'mail';\nexport { default as IconStar } from 'star';",
  button: "import { base } from 'base';\nexport const Button = () => base;",
  table: "import { base } from 'base';\nexport const Table = () => base;",
  base: 'export const base = 1;',
  mail: 'export default 1;',
  star: 'export default 2;',
};

describe('staticNeeds', () => {
  it('follows a barrel only to the modules behind the names imported from it', async () => {
    const graph = graphOf({
      ...ui,
      start: "import { Button } from 'ui';\nimport { IconMail } from 'icons';\nexport const x = [Button, IconMail];",
    });
    expect([...(await staticNeeds(graph, 'start'))].sort()).toEqual(['base', 'button', 'icons', 'mail', 'start', 'ui']);
  });

  it('follows imports made for side effects, whole modules, and imports a transform added', async () => {
    const graph = graphOf(
      {
        ...ui,
        start: "import 'styles.css';\nimport * as all from 'ui';\nexport const x = all;",
        'styles.css': null,
        helper: '',
      },
      { start: ['helper'] },
    );
    expect([...(await staticNeeds(graph, 'start'))].sort()).toEqual(
      ['base', 'button', 'helper', 'start', 'styles.css', 'table', 'ui'].sort(),
    );
  });

  it('does not follow dynamic imports', async () => {
    const graph = graphOf({ ...ui, start: "export const load = () => import('table');" });
    expect([...(await staticNeeds(graph, 'start'))]).toEqual(['start']);
  });
});

describe('shellModules', () => {
  it('groups what the start module needs, minus the start module and what the entry loads before the first paint', async () => {
    const modules = {
      ...ui,
      entry: "import { wait } from 'firstPaint';\nawait wait();\nawait import('start');",
      firstPaint: 'export const wait = async () => {};',
      start: "import { Button } from 'ui';\nimport { wait } from 'firstPaint';\nexport const x = [Button, wait];",
    };
    const graph = graphOf(modules);
    const shell = shellModules('start', 'entry');
    const context = {
      ...graph,
      error: (message: string) => {
        throw new Error(message);
      },
    };
    const buildEnd = shell.plugin.buildEnd as unknown as (this: typeof context) => Promise<void>;
    await buildEnd.call(context);
    expect(Object.keys(modules).filter(shell.has).sort()).toEqual(['base', 'button', 'ui']);
  });
});
