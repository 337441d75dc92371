import { describe, expect, it } from 'vitest';
import { pageAssetLinker, type BuildManifest } from './pageAssets';

const manifest: BuildManifest = {
  'index.html': {
    file: 'assets/index-a.js',
    isEntry: true,
    imports: ['_react.js'],
    dynamicImports: ['src/app/startApp.tsx'],
    css: ['assets/index-a.css'],
  },
  '_react.js': { file: 'assets/react-b.js' },
  'src/app/startApp.tsx': {
    file: 'assets/startApp-s.js',
    imports: ['_react.js', '_Layout.js'],
    dynamicImports: ['src/features/home/HomePage.tsx'],
    css: ['assets/startApp-s.css'],
  },
  '_Layout.js': { file: 'assets/Layout-l.js' },
  '_Card.js': { file: 'assets/Card-c.js', imports: ['_react.js'], css: ['assets/Card-c.css'] },
  '_Form.js': { file: 'assets/Form-d.js', imports: ['_Card.js'] },
  'src/features/home/HomePage.tsx': {
    file: 'assets/HomePage-e.js',
    imports: ['_Card.js', '_Form.js', '_react.js'],
    css: ['assets/HomePage-e.css'],
  },
  'src/features/guides/GuidesPage.tsx': { file: 'assets/GuidesPage-f.js', imports: ['_Card.js'] },
};

describe('pageAssetLinker', () => {
  const linker = pageAssetLinker(manifest);
  const appStartCss = '<link rel="stylesheet" crossorigin href="/assets/startApp-s.css">';
  const scriptList = (...files: string[]) =>
    `<script type="application/json" id="page-scripts">${JSON.stringify(files)}</script>`;
  const appStart = ['/assets/startApp-s.js', '/assets/Layout-l.js'];

  it('links a page, its static imports and their stylesheets, but nothing the template already loads', () => {
    expect(linker.tagsFor(['src/features/home/HomePage.tsx'])).toEqual({
      head:
        appStartCss +
        '<link rel="stylesheet" crossorigin href="/assets/HomePage-e.css">' +
        '<link rel="stylesheet" crossorigin href="/assets/Card-c.css">',
      body: scriptList(...appStart, '/assets/HomePage-e.js', '/assets/Card-c.js', '/assets/Form-d.js'),
    });
  });

  it('names each shared file once across pages, and links the app alone for unknown or no modules', () => {
    const tags = linker.tagsFor(['src/features/guides/GuidesPage.tsx', 'src/features/home/HomePage.tsx']);
    expect(tags.body.match(/Card-c\.js/g)).toHaveLength(1);
    expect(linker.tagsFor(['src/features/missing.tsx'])).toEqual({ head: appStartCss, body: scriptList(...appStart) });
    expect(linker.tagsFor([])).toEqual({ head: appStartCss, body: scriptList(...appStart) });
  });

  it('marks the list of a page that starts its app at once, and only that page', () => {
    expect(linker.tagsFor(['src/features/home/HomePage.tsx'], true).body).toMatch(
      /^<script type="application\/json" id="page-scripts" data-start="now">/,
    );
    expect(linker.tagsFor(['src/features/home/HomePage.tsx']).body).not.toContain('data-start');
  });
});
