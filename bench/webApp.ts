/**
 * The built web app served by the real server (PGlite in a temporary
 * DATA_DIR, demo content) for the browser sections, plus the ids of one
 * published article and guide to visit.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT_DIR } from '../server/src/config';
import { log } from './report';
import { graphql, startApp, type BenchApp } from './servers';

/** Builds the web app when the build is missing (the browser sections measure the production build). */
export function ensureWebBuild(): void {
  const built = ['web/dist/index.html', 'web/dist/admin/admin.html', 'web/dist-ssr/entry-server.js'].every((file) =>
    fs.existsSync(path.join(ROOT_DIR, file)),
  );
  if (built) return;
  log('the web build is missing: running npm run build');
  execFileSync('npm', ['run', 'build'], { cwd: ROOT_DIR, stdio: ['ignore', 'inherit', 'inherit'] });
}

export interface WebApp extends BenchApp {
  articleId: string;
  guideId: string;
}

export async function startWebApp(options: { seedImages: boolean }): Promise<WebApp> {
  ensureWebBuild();
  const app = await startApp({ serveWeb: true, seedImages: options.seedImages, nodeEnv: 'test' });
  try {
    const data = await graphql<{ articles: { items: { id: string }[] }; guides: { items: { id: string }[] } }>(
      app.url,
      `
        query BenchIds {
          articles(input: { page: 1 }) {
            items {
              id
            }
          }
          guides(input: { page: 1 }) {
            items {
              id
            }
          }
        }
      `,
    );
    const articleId = data.articles.items[0]?.id;
    const guideId = data.guides.items[0]?.id;
    if (!articleId || !guideId) throw new Error('the demo content has no published article or guide');
    return { ...app, articleId, guideId };
  } catch (error) {
    await app.close();
    throw error;
  }
}
