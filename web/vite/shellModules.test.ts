import { describe, expect, it } from 'vitest';
import { commonPageNeeds, ImportReader, shellModules, staticNeeds } from './shellModules';
import { graphOf, runBuildEnd } from './testModuleGraph';

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

describe('commonPageNeeds', () => {
  it('takes what more than half of the pages need, through barrels by name, and never a page itself', async () => {
    const graph = graphOf({
      ...ui,
      homePage:
        "import { Button, Table } from 'ui';\nimport { IconMail } from 'icons';\nexport const x = [Button, Table, IconMail];",
      listPage:
        "import { Button } from 'ui';\nimport { IconMail } from 'icons';\nexport const x = [Button, IconMail, () => import('homePage')];",
      gamePage: "import { IconStar } from 'icons';\nexport const x = IconStar;",
    });
    const common = await commonPageNeeds(graph, ['homePage', 'listPage', 'gamePage'], new ImportReader(graph));
    // button and mail: 2 pages of 3; table and star: 1 of 3; base (under button and table): 2 of 3.
    expect([...common].sort()).toEqual(['base', 'button', 'icons', 'mail', 'ui']);
  });

  it('takes nothing when no page is given', async () => {
    const graph = graphOf(ui);
    expect((await commonPageNeeds(graph, [], new ImportReader(graph))).size).toBe(0);
  });
});

describe('shellModules', () => {
  /** Runs the plugin's buildEnd over `modules` as the bundler would. */
  async function shellOf(modules: Record<string, string>, isPublicPage?: (id: string) => boolean) {
    const shell = shellModules('start', 'entry', isPublicPage);
    await runBuildEnd(shell.plugin, modules);
    return Object.keys(modules).filter(shell.has).sort();
  }

  const app = {
    ...ui,
    entry: "import { wait } from 'firstPaint';\nawait wait();\nawait import('start');",
    firstPaint: 'export const wait = async () => {};',
    start: "import { Button } from 'ui';\nimport { wait } from 'firstPaint';\nexport const x = [Button, wait];",
  };

  it('groups what the start module needs, minus the start module and what the entry loads before the first paint', async () => {
    expect(await shellOf(app)).toEqual(['base', 'button', 'ui']);
  });

  it('adds what most public pages need, but not the pages', async () => {
    const pages = {
      ...app,
      homePage: "import { Table } from 'ui';\nexport const x = Table;",
      listPage: "import { Table } from 'ui';\nimport { IconMail } from 'icons';\nexport const x = [Table, IconMail];",
      gamePage: "import { IconStar } from 'icons';\nexport const x = IconStar;",
    };
    expect(await shellOf(pages, (id) => id.endsWith('Page'))).toEqual(['base', 'button', 'icons', 'table', 'ui']);
  });
});
