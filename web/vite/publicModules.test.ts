import { describe, expect, it } from 'vitest';
import { publicModules, publicNeeds } from './publicModules';
import { graphOf, runBuildEnd } from './testModuleGraph';

const isAdmin = (id: string) => id.startsWith('admin');

/** An app in the site's shape: an entry, lazily loaded pages and an admin area, a component barrel. */
const app = {
  entry: "import { Button } from 'ui';\nexport const start = () => import('routes');",
  routes: "export const pages = [() => import('homePage'), () => import('adminArea')];",
  homePage: "import { Card } from 'ui';\nexport const widget = () => import('carousel');",
  carousel: "import { slide } from 'slider';\nexport const x = slide;",
  slider: 'export const slide = 1;',
  adminArea:
    "import { Table } from 'ui';\nimport { slide } from 'slider';\nexport const screen = () => import('adminScreen');",
  adminScreen: "import { upload } from 'uploadLink';\nexport const x = upload;",
  uploadLink: 'export const upload = 1;',
  ui: "import { Button } from 'button';\nimport { Card } from 'card';\nimport { Table } from 'table';\nexport { Button, Card, Table };",
  button: 'export const Button = 1;',
  card: 'export const Card = 2;',
  table: 'export const Table = 3;',
};

describe('publicNeeds', () => {
  it('follows static and dynamic imports from the entry, through barrels only by name, never into the admin', async () => {
    const needs = await publicNeeds(graphOf(app), 'entry', isAdmin);
    expect([...needs].sort()).toEqual(['button', 'card', 'carousel', 'entry', 'homePage', 'routes', 'slider', 'ui']);
  });

  it('leaves out what only the admin imports, even when the admin shares other modules with public pages', async () => {
    const needs = await publicNeeds(graphOf(app), 'entry', isAdmin);
    expect(needs.has('slider')).toBe(true); // shared with the carousel
    expect(['table', 'uploadLink', 'adminArea', 'adminScreen'].filter((id) => needs.has(id))).toEqual([]);
  });
});

describe('publicModules', () => {
  it('answers once the build has read the module graph, and fails the build without its entry', async () => {
    const visitors = publicModules('entry', isAdmin);
    expect(visitors.has('homePage')).toBe(false);
    await runBuildEnd(visitors.plugin, app);
    expect(visitors.has('homePage')).toBe(true);
    expect(visitors.has('uploadLink')).toBe(false);

    const missing = publicModules('nowhere', isAdmin);
    await expect(runBuildEnd(missing.plugin, app)).rejects.toThrow('the entry module nowhere is not in the build');
  });
});
