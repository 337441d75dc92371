import { describe, expect, it } from 'vitest';
import { pageAssetLinker, type BuildManifest } from './pageAssets';

const manifest: BuildManifest = {
  'index.html': { file: 'assets/index-a.js', isEntry: true, imports: ['_react.js'], css: ['assets/index-a.css'] },
  '_react.js': { file: 'assets/react-b.js' },
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

  it('links a page, its static imports and their stylesheets, but nothing the template already loads', () => {
    expect(linker.tagsFor(['src/features/home/HomePage.tsx'])).toBe(
      '<link rel="stylesheet" crossorigin href="/assets/HomePage-e.css">' +
        '<link rel="stylesheet" crossorigin href="/assets/Card-c.css">' +
        '<link rel="modulepreload" crossorigin href="/assets/HomePage-e.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/Card-c.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/Form-d.js">',
    );
  });

  it('names each shared file once across pages and links nothing for unknown or no modules', () => {
    const tags = linker.tagsFor(['src/features/guides/GuidesPage.tsx', 'src/features/home/HomePage.tsx']);
    expect(tags.match(/Card-c\.js/g)).toHaveLength(1);
    expect(linker.tagsFor(['src/features/missing.tsx'])).toBe('');
    expect(linker.tagsFor([])).toBe('');
  });
});
