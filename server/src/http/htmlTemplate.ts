/**
 * Fills the built index.html with one page: its head, its stylesheet links
 * and script list, the rendered app and the Apollo state. Every part goes in
 * through a replacer function: as a replacement string, a `$&`, `$'` or `$$`
 * written in an article (and so in its HTML and its JSON state) would be read
 * as a pattern and corrupt the page.
 */
import type { PageAssetTags } from './pageAssets';

const HEAD_BLOCK = /<!--head-->([\s\S]*?)<!--\/head-->/;

export interface PageParts {
  /** The page's own head tags; null keeps the template's default title and description. */
  head: string | null;
  assets: PageAssetTags;
  /** The server-rendered app. */
  app: string;
  /** The Apollo state script. */
  state: string;
}

export function fillTemplate(template: string, parts: PageParts): string {
  return template
    .replace(HEAD_BLOCK, (_block, defaults: string) => parts.head ?? defaults)
    .replace('</head>', () => `${parts.assets.head}</head>`)
    .replace('</body>', () => `${parts.assets.body}</body>`)
    .replace('<!--app-->', () => parts.app)
    .replace('<!--state-->', () => parts.state);
}
