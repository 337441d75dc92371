/**
 * The production image, run outside Docker. The Dockerfile's final stage is
 * replayed into a temporary folder (imageReplay.ts: exactly the files it
 * COPYs, its ENV and its CMD). Then:
 * - every server-rendering chunk is imported (a bundle importing a package the
 *   production install lacks fails here, even for a route no fetch reaches);
 * - the server starts with `node` and serves `/`, `/articulos`, `/graphql`
 *   and the admin's page with its files (the admin's own build);
 * - every command docs/operations.md gives for the image ("The command line in
 *   the image"), from the compiled output: `node server/dist/cli.js migrate`,
 *   `seed`, `create` and `reset-password` (the new password signs in), and
 *   `node server/dist/backup.js export` with the server stopped; while it runs,
 *   `reset-password` and a second `node server/dist/main.js` on the same
 *   DATA_DIR are refused with one line (one process per data folder);
 * - the backup drill with the compiled CLI (`node server/dist/backup.js`):
 *   a writer keeps rating an article while the backup is taken through the
 *   running server, restore is refused while the server runs, the server is
 *   stopped, DATA_DIR wiped, the archive restored, and the server started
 *   again on it serves every article, rating, image and PDF;
 * - `node server/dist/cli.js remove-demo` (the server started with DEMO_CONTENT=true,
 *   since production starts empty otherwise) removes the demo, and nothing the second time.
 */
import { execFileSync } from 'node:child_process';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readTarball } from '../server/src/services/backup';
import { postGraphQLFrom } from '../server/test/http';
import { freeLoopbackPort } from '../server/test/smtpSink';
import { assertRan, assertRefused, inImageFolder } from './imageProcesses';
import { assembleImage } from './imageReplay';

const root = path.resolve(import.meta.dirname, '..');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'cef-prod-'));
const image = path.join(work, 'app');
const dataDir = path.join(work, 'data');
const DEV_ONLY = ['tsx', 'vitest', 'lighthouse', 'playwright-core', 's3rver', 'esbuild', 'vite', 'typescript'];
const OWNER = { email: 'duena@example.test', password: 'clave-de-prueba-123' };

const { startServer, nodeInImage, backupCli, manageCli } = inImageFolder(image);

/**
 * Each command docs/operations.md gives for the image, from the compiled output:
 * with the server stopped they run; while it holds the embedded database, a command
 * that opens it and a second server are refused.
 */
async function imageCommands(runEnv: NodeJS.ProcessEnv, command: string[], base: string): Promise<string> {
  const editor = 'editora@example.test';
  assertRan(await manageCli(runEnv, ['migrate']), /^Migrations applied\.$/m, 'cli.js migrate');
  assertRan(await manageCli(runEnv, ['seed']), /^Seed complete/m, 'cli.js seed');
  assertRan(
    await manageCli(runEnv, ['create', editor, 'clave-editora-123']),
    new RegExp(`^Created admin ${editor}$`, 'm'),
    'cli.js create',
  );
  const reset = assertRan(
    await manageCli(runEnv, ['reset-password', editor]),
    new RegExp(`^Updated admin ${editor} with password: (\\S+)$`, 'm'),
    'cli.js reset-password',
  );
  const exportFile = path.join(work, 'export.json');
  assertRan(await backupCli(runEnv, ['export', exportFile]), /^Exported \d+ articles/m, 'backup.js export');
  const exported = JSON.parse(fs.readFileSync(exportFile, 'utf8')) as { articles: unknown[] };
  assert.ok(exported.articles.length > 0, 'the export holds the articles');

  const server = await startServer(runEnv, command, base);
  try {
    const login = await graphql(
      base,
      'mutation L($email: String!, $password: String!) { login(email: $email, password: $password) { email } }',
      { email: editor, password: reset[1] },
    );
    assert.deepEqual(login, { data: { login: { email: editor } } }, 'the reset password signs in');
    assertRefused(
      await manageCli(runEnv, ['reset-password', editor]),
      /^DATA_DIR .* is in use by the server \(pid \d+, port \d+, /,
      'cli.js reset-password while the server runs',
    );
    const otherPort = String(await freeLoopbackPort());
    assertRefused(
      await nodeInImage({ ...runEnv, PORT: otherPort }, command.slice(1)),
      /^Start-up failed: DATA_DIR .* is in use by the server/,
      'a second server on the same DATA_DIR',
    );
    assert.equal((await fetch(`${base}/healthz`)).status, 200, 'the first server still serves');
  } finally {
    await server.stop();
  }
  return 'cli.js migrate, seed, create, reset-password and backup.js export ran; reset-password and a second server refused while it served';
}

/** `remove-demo` from the compiled output, on the stopped site: the demo goes, then nothing more. */
async function demoRemoval(runEnv: NodeJS.ProcessEnv): Promise<string> {
  const first = assertRan(
    await manageCli(runEnv, ['remove-demo']),
    /^Demo content removed: (\d+) articles, (\d+) guides, /m,
    'cli.js remove-demo',
  );
  assert.ok(Number(first[1]) > 0 && Number(first[2]) > 0, `the demo was there to remove: ${first[0]}`);
  assertRan(
    await manageCli(runEnv, ['remove-demo']),
    /^Demo content removed: 0 articles, 0 guides, 0 categories, 0 pictures in the site settings\.$/m,
    'cli.js remove-demo again',
  );
  return `cli.js remove-demo removed ${first[1]} articles and ${first[2]} guides, then nothing`;
}

type GraphQLAnswer = { data?: Record<string, unknown>; errors?: { message: string }[] };

/** POST /graphql from a chosen loopback address (ratings are limited per client address). */
async function graphql(
  base: string,
  query: string,
  variables: Record<string, unknown> = {},
  localAddress = '127.0.0.1',
) {
  const { json } = await postGraphQLFrom(base, localAddress, { query, variables });
  return json as GraphQLAnswer;
}

interface SiteContent {
  articles: { id: string; title: string; imageUrl: string | null; ratingCount: number }[];
  guides: { id: string; downloadUrl: string | null }[];
}

async function readContent(base: string): Promise<SiteContent> {
  const answer = await graphql(
    base,
    `
      {
        articles(input: { pageSize: 50 }) {
          totalCount
          items {
            id
            title
            imageUrl
            ratingCount
          }
        }
        guides(input: { pageSize: 50 }) {
          items {
            id
            downloadUrl
          }
        }
      }
    `,
  );
  assert.equal(answer.errors, undefined, JSON.stringify(answer.errors));
  const data = answer.data as {
    articles: { totalCount: number; items: SiteContent['articles'] };
    guides: { items: SiteContent['guides'] };
  };
  assert.ok(data.articles.totalCount <= 50, 'every article on one page');
  return { articles: data.articles.items, guides: data.guides.items };
}

/** Every image and PDF the content links to, with the status it is served with. */
async function servedFiles(base: string, content: SiteContent): Promise<Record<string, number>> {
  const urls = [
    ...content.articles.map((article) => article.imageUrl),
    ...content.guides.map((guide) => guide.downloadUrl),
  ].filter((url): url is string => Boolean(url));
  const statuses: Record<string, number> = {};
  for (const url of urls) {
    const response = await fetch(new URL(url, base));
    await response.arrayBuffer();
    statuses[new URL(url, base).pathname] = response.status;
  }
  return statuses;
}

async function checkPages(base: string): Promise<void> {
  for (const [page, text] of [
    ['/', /<div id="root">.*Crecer en Familia/s],
    ['/articulos', /<div id="root">.*Artículos/s],
  ] as const) {
    const response = await fetch(`${base}${page}`);
    const html = await response.text();
    assert.equal(response.status, 200, `${page} answers 200`);
    assert.match(html, text, `${page} rendered on the server`);
  }
  const content = await readContent(base);
  assert.ok(content.articles.length > 0, 'seeded articles served by /graphql');
  await checkAdminPage(base);
}

/** The admin's own page (its build in web/dist/admin) and every script and stylesheet it names. */
async function checkAdminPage(base: string): Promise<void> {
  const response = await fetch(`${base}/admin/articles`);
  const html = await response.text();
  assert.equal(response.status, 200, '/admin/articles answers 200');
  assert.equal(response.headers.get('cache-control'), 'no-store');
  const files = [...html.matchAll(/(?:src|href)="(\/admin\/assets\/[^"]+)"/g)].map((match) => match[1]!);
  assert.ok(
    files.some((file) => file.endsWith('.js')),
    "the admin page names the admin build's script",
  );
  for (const file of files) {
    const asset = await fetch(`${base}${file}`);
    await asset.arrayBuffer();
    assert.equal(asset.status, 200, `${file} is served`);
  }
}

/** Imports every server-rendering chunk with the pruned node_modules. */
function importSsrChunks(): number {
  const dir = path.join(image, 'web', 'dist-ssr');
  const files = fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.js'))
    .map((file) => path.join(dir, file));
  const code = `for (const file of ${JSON.stringify(files)}) await import(file);`;
  execFileSync(process.execPath, ['--input-type=module', '-e', code], {
    cwd: image,
    env: { PATH: process.env.PATH, NODE_ENV: 'production' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return files.length;
}

async function backupDrill(runEnv: NodeJS.ProcessEnv, command: string[], base: string): Promise<string> {
  const archiveFile = path.join(work, 'backups', 'site.tar.gz');
  let server = await startServer(runEnv, command, base);
  try {
    const before = await readContent(base);
    const filesBefore = await servedFiles(base, before);
    assert.ok(Object.keys(filesBefore).length > 0, 'the seeded content has images or PDFs');
    assert.ok(
      Object.values(filesBefore).every((status) => status === 200),
      'every file served before the backup',
    );
    const busy = before.articles[0]!.id;

    // Writer loop: each rating from its own loopback address, sequentially, through the server.
    let writes = 0;
    let writing = true;
    const waiters: { count: number; resolve: () => void }[] = [];
    const writer = (async () => {
      while (writing) {
        const answer = await graphql(
          base,
          'mutation Rate($id: ID!, $rating: Int!) { rateContent(contentType: ARTICLE, id: $id, rating: $rating) { count } }',
          { id: busy, rating: 1 + (writes % 5) },
          `127.0.${1 + Math.floor(writes / 250)}.${1 + (writes % 250)}`,
        );
        assert.equal(answer.errors, undefined, JSON.stringify(answer.errors));
        writes += 1;
        for (const waiter of waiters.filter((w) => writes >= w.count)) waiter.resolve();
      }
    })();
    const waitForWrites = (count: number) =>
      writes >= count ? Promise.resolve() : new Promise<void>((resolve) => waiters.push({ count, resolve }));
    await waitForWrites(3);
    const writesAtStart = writes;
    const backup = await backupCli(runEnv, ['backup', archiveFile]);
    const writesAtEnd = writes;
    writing = false;
    await writer;
    assert.equal(backup.code, 0, backup.stderr);
    assert.match(backup.stderr, /holds the embedded database: taking the backup through it/);
    assert.ok(writesAtEnd > writesAtStart, 'the writer committed ratings while the backup ran');

    const refused = await backupCli(runEnv, ['restore', archiveFile]);
    assert.equal(refused.code, 1, 'restore refused while the server runs');
    assert.match(refused.stderr, /Stop the server at .* first: it holds the embedded database\./);

    const entries = readTarball(fs.readFileSync(archiveFile));
    const ratingRows = entries
      .find((entry) => entry.name === 'db/ratings.jsonl')!
      .body.toString()
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { content_id: number; content_type: string });
    const busyRatings = ratingRows.filter(
      (row) => row.content_type === 'article' && String(row.content_id) === busy,
    ).length;
    assert.ok(busyRatings >= before.articles[0]!.ratingCount + writesAtStart, 'every rating before the backup began');
    assert.ok(busyRatings <= before.articles[0]!.ratingCount + writesAtEnd);

    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    const restored = await backupCli(runEnv, ['restore', archiveFile]);
    assert.equal(restored.code, 0, restored.stderr);
    assert.match(restored.stderr, /^Restored the backup of .*: \d+ tables, \d+ files written\.$/m);

    server = await startServer(runEnv, command, base);
    const after = await readContent(base);
    assert.deepEqual(
      after.articles.map((article) => article.title),
      before.articles.map((article) => article.title),
      'every article is back',
    );
    assert.equal(after.articles.find((article) => article.id === busy)?.ratingCount, busyRatings, 'the ratings');
    const filesAfter = await servedFiles(base, after);
    assert.deepEqual(Object.keys(filesAfter).sort(), Object.keys(filesBefore).sort());
    assert.ok(
      Object.values(filesAfter).every((status) => status === 200),
      'every image and PDF served again',
    );
    return `backup with ${writesAtEnd - writesAtStart} ratings written meanwhile, ${entries.length} archive entries; restored ${after.articles.length} articles, ${busyRatings} ratings, ${Object.keys(filesAfter).length} files`;
  } finally {
    await server.stop();
  }
}

try {
  const { env, command } = assembleImage(root, image);
  const left = DEV_ONLY.filter((name) => fs.existsSync(path.join(image, 'node_modules', name)));
  assert.deepEqual(left, [], 'dev dependencies pruned');
  assert.ok(fs.existsSync(path.join(root, 'node_modules', 'vitest')), 'this checkout kept its dev dependencies');
  for (const sources of ['server/src', 'web/src', 'domain/src', 'scripts'])
    assert.ok(!fs.existsSync(path.join(image, sources)), `${sources} is not in the image`);
  const chunks = importSsrChunks();

  const port = await freeLoopbackPort();
  const base = `http://127.0.0.1:${port}`;
  const runEnv: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    ...env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: base,
    APP_SECRET: 'production-check-secret-of-forty-characters',
    ADMIN_EMAIL: OWNER.email,
    ADMIN_PASSWORD: OWNER.password,
    // The drill backs up and restores content: ask for the demo, which production no longer seeds by itself.
    DEMO_CONTENT: 'true',
    LOG_LEVEL: 'warn',
  };
  assert.equal(runEnv.NODE_ENV, 'production', 'the image sets NODE_ENV=production');
  const server = await startServer(runEnv, command, base);
  try {
    await checkPages(base);
  } finally {
    await server.stop();
  }
  const commands = await imageCommands(runEnv, command, base);
  const drill = await backupDrill(runEnv, command, base);
  const removal = await demoRemoval(runEnv);
  console.log(
    `production image file set (${fs.readdirSync(image).sort().join(', ')}) on Node ${process.version}: ${chunks} SSR chunks imported; served /, /articulos, /graphql and the admin page; ${commands}; ${drill}; ${removal}`,
  );
} finally {
  fs.rmSync(work, { recursive: true, force: true });
}
