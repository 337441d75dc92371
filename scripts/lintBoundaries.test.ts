/**
 * The boundaries in eslint.config.js bite (imports between layers, and the size of a file): one small file per rule,
 * linted as if it lived in that layer, must fail with the rule's message; the
 * allowed direction must pass.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: ROOT });

/** The messages `ruleId` reports on `code` linted as if it were the file at `filePath`. */
async function messagesOf(ruleId: string, filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, filePath) });
  return (result?.messages ?? []).filter((m) => m.ruleId === ruleId).map((m) => m.message);
}

const importCycles = (filePath: string, code: string) => messagesOf('local/no-import-cycles', filePath, code);
/** The rule that keeps Apollo's data hooks and the database driver where they belong (it can allow type imports). */
const restrictedImportsTs = (filePath: string, code: string) =>
  messagesOf('@typescript-eslint/no-restricted-imports', filePath, code);

async function restrictedPaths(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, filePath) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'import-x/no-restricted-paths').map((m) => m.message);
}

async function extraneousDependencies(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, filePath) });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'import-x/no-extraneous-dependencies')
    .map((m) => m.message);
}

async function restrictedImports(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, filePath) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

// The first lint loads graphql-eslint's schema and documents: several seconds.
describe('layer boundaries (eslint no-restricted-imports)', { timeout: 60_000 }, () => {
  it('fails a web module that imports server code', async () => {
    const messages = await restrictedImports(
      'web/src/features/games/boundaryFixture.ts',
      "import { SEED_ARTICLES } from '../../../../server/src/services/seed/content';\nexport const n = SEED_ARTICLES;\n",
    );
    expect(messages).toEqual([expect.stringMatching(/never imports server code/)]);
  });

  it('fails a server module that imports web code, in every server layer', async () => {
    for (const filePath of [
      'server/src/http/boundaryFixture.ts',
      'server/src/services/content/boundaryFixture.ts',
      'server/src/graphql/boundaryFixture.ts',
      'server/src/db/boundaryFixture.ts',
    ]) {
      const depth = filePath.split('/').length - 1;
      const messages = await restrictedImports(
        filePath,
        `import type { EntryServer } from '${'../'.repeat(depth)}web/src/entry-server';\nexport type E = EntryServer;\n`,
      );
      expect(messages, filePath).toEqual([expect.stringMatching(/server never imports web code/)]);
    }
    expect(
      await restrictedImports(
        'server/src/http/boundaryFixture.ts',
        "import type { EntryServer } from '@crecer/domain/renderContract';\nexport type E = EntryServer;\n",
      ),
    ).toEqual([]);
  });

  it('fails a service that imports the GraphQL layer', async () => {
    const messages = await restrictedImports(
      'server/src/services/content/boundaryFixture.ts',
      "import { formatDomainError } from '../../graphql/errors';\nexport const f = formatDomainError;\n",
    );
    expect(messages).toEqual([expect.stringMatching(/Services speak the domain/)]);
  });

  it('fails a db/ module that imports services, GraphQL or HTTP', async () => {
    for (const from of ['../services/media/storage', '../graphql/errors', '../http/health']) {
      const messages = await restrictedImports(
        'server/src/db/boundaryFixture.ts',
        `import * as upper from '${from}';\nexport const u = upper;\n`,
      );
      expect(messages, from).toEqual([expect.stringMatching(/db\/ is the bottom layer/)]);
    }
    expect(
      await restrictedImports(
        'server/src/db/boundaryFixture.ts',
        "import { createDatabase } from './client';\nimport { articles } from './schema';\nexport const d = [createDatabase, articles];\n",
      ),
    ).toEqual([]);
  });

  it('fails the GraphQL layer importing http/', async () => {
    for (const [file, from] of [
      ['server/src/graphql/boundaryFixture.ts', '../http/graphqlPath'],
      ['server/src/graphql/resolvers/boundaryFixture.ts', '../../http/caching'],
    ] as const) {
      expect(await restrictedImports(file, `import * as http from '${from}';\nexport const h = http;\n`), file).toEqual(
        [expect.stringMatching(/GraphQL never imports http/)],
      );
    }
    expect(
      await restrictedImports(
        'server/src/graphql/resolvers/boundaryFixture.ts',
        "import { isFreeGuide } from '../../services/content/published';\nexport const f = isFreeGuide;\n",
      ),
    ).toEqual([]);
  });

  it('fails http/ and GraphQL (resolvers, loaders) reaching the database but through services/', async () => {
    for (const file of [
      'server/src/http/boundaryFixture.ts',
      'server/src/graphql/resolvers/boundaryFixture.ts',
      'server/src/graphql/loaders/boundaryFixture.ts',
    ]) {
      const db = file.startsWith('server/src/http/') ? '../db' : '../../db';
      for (const code of [
        `import { guides } from '${db}/schema';\nexport const g = guides;\n`,
        `import { PUBLISHED } from '${db}/schema';\nexport const p = PUBLISHED;\n`,
        `import { executeRows } from '${db}/client';\nexport const e = executeRows;\n`,
        "import { eq } from 'drizzle-orm';\nexport const e = eq;\n",
        "import { sql } from 'drizzle-orm/sql';\nexport const s = sql;\n",
      ]) {
        expect(await restrictedImportsTs(file, code), `${file}: ${code}`).toEqual([
          expect.stringMatching(/through services/),
        ]);
      }
      // A handle's type passed on to a service queries nothing.
      expect(
        await restrictedImportsTs(
          file,
          `import type { DbExecutor } from '${db}/client';\nimport { findGuidePdfForAdmin } from '${db.replace('db', 'services')}/content/downloads';\nexport type D = DbExecutor;\nexport const f = findGuidePdfForAdmin;\n`,
        ),
        file,
      ).toEqual([]);
    }
  });

  it("fails public code that calls any of Apollo's data hooks, from either entry point; the admin and the data API may", async () => {
    const hooks = [
      'useQuery',
      'useSuspenseQuery',
      'useLazyQuery',
      'useBackgroundQuery',
      'useReadQuery',
      'useLoadableQuery',
    ];
    for (const from of ['@apollo/client', '@apollo/client/react']) {
      for (const hook of hooks) {
        const code = `import { ${hook} } from '${from}';\nexport const q = ${hook};\n`;
        for (const file of [
          'web/src/features/articles/boundaryFixture.ts',
          'web/src/components/ListStates/boundaryFixture.ts',
          'web/src/app/boundaryFixture.ts',
        ]) {
          expect(await restrictedImportsTs(file, code), `${hook} from ${from} in ${file}`).toEqual([
            expect.stringMatching(/public data API/),
          ]);
        }
        for (const file of [
          'web/src/features/admin/stats/boundaryFixture.ts',
          'web/src/entry-admin.tsx',
          'web/src/lib/page/boundaryFixture.ts',
        ]) {
          expect(await restrictedImportsTs(file, code), `${hook} from ${from} in ${file}`).toEqual([]);
        }
      }
    }
    // A namespace import would reach every hook.
    expect(
      await restrictedImportsTs(
        'web/src/features/articles/boundaryFixture.ts',
        "import * as Apollo from '@apollo/client/react';\nexport const q = Apollo;\n",
      ),
    ).toHaveLength(1);
    expect(
      await restrictedImportsTs(
        'web/src/features/articles/boundaryFixture.ts',
        "import { useDeclaredQuery } from '../../lib/page/useDeclaredQuery';\nimport { useMutation } from '@apollo/client/react';\nexport const q = [useDeclaredQuery, useMutation];\n",
      ),
    ).toEqual([]);
  });

  it('fails the public site (app/, public features, shared code) importing the admin; the admin entry may', async () => {
    for (const [file, from] of [
      ['web/src/app/boundaryFixture.ts', '../features/admin/adminPaths'],
      ['web/src/app/SiteHeader/boundaryFixture.ts', '../../features/admin/adminPaths'],
      ['web/src/entry-client.tsx', './features/admin/adminRouter'],
      ['web/src/features/articles/boundaryFixture.ts', '../admin/adminPaths'],
      ['web/src/lib/boundaryFixture.ts', '../features/admin/adminPaths'],
    ] as const) {
      expect(await restrictedPaths(file, `import * as admin from '${from}';\nexport const a = admin;\n`), file).toEqual(
        [expect.stringMatching(/public site never imports the admin/)],
      );
    }
    expect(
      await restrictedPaths(
        'web/src/entry-admin.tsx',
        "import { createAdminRouter } from './features/admin/adminRouter';\nexport const r = createAdminRouter;\n",
      ),
    ).toEqual([]);
    expect(
      await restrictedPaths(
        'web/src/features/admin/boundaryFixture.ts',
        "import { adminPaths } from './adminPaths';\nexport const p = adminPaths;\n",
      ),
    ).toEqual([]);
  });

  it('fails a shared component that imports a feature, and a feature that imports app/', async () => {
    expect(
      await restrictedImports(
        'web/src/components/ContentCard/boundaryFixture.ts',
        "import { paths } from '../../features/admin/adminPaths';\nexport const p = paths;\n",
      ),
    ).toHaveLength(1);
    expect(
      await restrictedImports(
        'web/src/features/articles/boundaryFixture.ts',
        "import { theme } from '../../app/theme';\nexport const t = theme;\n",
      ),
    ).toHaveLength(1);
  });

  it('passes the allowed direction: web and server importing domain/, features importing config/', async () => {
    expect(
      await restrictedImports(
        'web/src/features/games/boundaryFixture.ts',
        "import { SAMPLE_QUESTIONS } from '@crecer/domain/games';\nimport { paths } from '../../config/paths';\nexport const n = [SAMPLE_QUESTIONS, paths];\n",
      ),
    ).toEqual([]);
    expect(
      await restrictedImports(
        'server/src/services/content/boundaryFixture.ts',
        "import { notFound } from '../errors';\nexport const f = notFound;\n",
      ),
    ).toEqual([]);
  });

  it('fails an import that closes a cycle (config/paths.ts reaching back into the route table)', async () => {
    const cycle = await importCycles(
      'web/src/config/paths.ts',
      "import { routes } from '../app/routes';\nexport const paths = { home: { path: '/' } };\nexport const r = routes;\n",
    );
    expect(cycle).toEqual([expect.stringMatching(/cycle/i)]);
  });

  it('fails a type-only import that closes a cycle, and passes the modules as they are', async () => {
    // graphqlEndpoint.ts takes the page cache (a type import of pageCache.ts): pageCache.ts may not point back.
    expect(
      await importCycles(
        'server/src/http/pageCache.ts',
        "import type { GraphQLEndpointOptions } from './graphqlEndpoint';\nexport type O = GraphQLEndpointOptions;\n",
      ),
    ).toEqual([expect.stringMatching(/\.\/graphqlEndpoint → \.\/pageCache/)]);
    // A type import back into the route table, which imports config/paths.ts.
    expect(
      await importCycles(
        'web/src/config/paths.ts',
        "import type { RouteHandle } from '../app/routes';\nexport type H = RouteHandle;\nexport const paths = { home: { path: '/' } };\n",
      ),
    ).toEqual([expect.stringMatching(/cycle/i)]);
    // A lazy import points back all the same.
    expect(
      await importCycles(
        'web/src/config/paths.ts',
        "export const loadRoutes = () => import('../app/routes');\nexport const paths = { home: { path: '/' } };\n",
      ),
    ).toEqual([expect.stringMatching(/cycle/i)]);
    for (const file of [
      'server/src/http/pageCache.ts',
      'server/src/http/graphqlEndpoint.ts',
      'web/src/config/paths.ts',
    ]) {
      expect(await importCycles(file, fs.readFileSync(path.join(ROOT, file), 'utf8')), file).toEqual([]);
    }
  });

  it("fails a feature that reaches into another feature's private files, and passes its public entries", async () => {
    expect(
      await restrictedPaths(
        'web/src/features/home/boundaryFixture.ts',
        "import { ArticlesPage } from '../articles/ArticlesPage';\nexport const p = ArticlesPage;\n",
      ),
    ).toEqual([expect.stringMatching(/only through its public entries/)]);
    expect(
      await restrictedPaths(
        'web/src/features/home/boundaryFixture.ts',
        "import { ArticleView } from '../articles/ArticleView';\nimport { useSiteConfig } from '../siteConfig/useSiteConfig';\nimport { HeroSection } from './HeroSection/HeroSection';\nexport const p = [ArticleView, useSiteConfig, HeroSection];\n",
      ),
    ).toEqual([]);
  });

  it("fails code outside a service that reaches into the service's files, and passes its index.ts", async () => {
    const privateFile = /Import a service through its index\.ts \(server\/src\/services\/content\/index\.ts\)/;
    // Another service, a resolver and a test helper: each reaches content's listing directly.
    for (const [filePath, from] of [
      ['server/src/services/newsletter/boundaryFixture.ts', '../content/listing'],
      ['server/src/graphql/resolvers/boundaryFixture.ts', '../../services/content/listing'],
      ['server/test/boundaryFixture.ts', '../src/services/content/listing'],
    ] as const) {
      expect(
        await restrictedPaths(
          filePath,
          `import { listPublishedArticles } from '${from}';\nexport const l = listPublishedArticles;\n`,
        ),
        filePath,
      ).toEqual([expect.stringMatching(privateFile)]);
    }
    // Through index.ts, a shared helper file by file, and a test inside the folder reaching its own files.
    expect(
      await restrictedPaths(
        'server/src/services/newsletter/boundaryFixture.ts',
        "import { listPublishedArticles } from '../content';\nimport { escapeLike } from '../shared/textSearch';\nexport const l = [listPublishedArticles, escapeLike];\n",
      ),
    ).toEqual([]);
    expect(
      await restrictedPaths(
        'server/src/services/content/boundaryFixture.test.ts',
        "import { listPublishedArticles } from './listing';\nexport const l = listPublishedArticles;\n",
      ),
    ).toEqual([]);
  });

  it('fails a package import the importing workspace does not declare, and passes declared ones', async () => {
    // nodemailer is declared by server/package.json only: web/ cannot lean on npm having hoisted it.
    expect(
      await extraneousDependencies(
        'web/vite/boundaryFixture.ts',
        "import nodemailer from 'nodemailer';\nexport const m = nodemailer;\n",
      ),
    ).toEqual([expect.stringMatching(/'nodemailer' should be listed/)]);
    // @mantine/core is the web workspace's, not the server's (type-only imports count too).
    expect(
      await extraneousDependencies(
        'server/src/http/boundaryFixture.ts',
        "import type { MantineTheme } from '@mantine/core';\nexport type T = MantineTheme;\n",
      ),
    ).toEqual([expect.stringMatching(/'@mantine\/core' should be listed/)]);
    // bench/ is not a workspace: the root package.json must declare what it imports.
    expect(
      await extraneousDependencies(
        'bench/boundaryFixture.ts',
        "import { parseAst } from 'rolldown/parseAst';\nexport const p = parseAst;\n",
      ),
    ).toEqual([expect.stringMatching(/'rolldown' should be listed/)]);
    expect(
      await extraneousDependencies(
        'bench/boundaryFixture.ts',
        "import postgres from 'postgres';\nimport { ApolloServer } from '@apollo/server';\nimport { describe } from 'vitest';\nexport const p = [postgres, ApolloServer, describe];\n",
      ),
    ).toEqual([]);
    expect(
      await extraneousDependencies(
        'web/vite/boundaryFixture.ts',
        "import { parseAst } from 'rolldown/parseAst';\nimport type { Plugin } from 'vite';\nexport const p = parseAst;\nexport type P = Plugin;\n",
      ),
    ).toEqual([]);
  });

  it('fails a file with more than 300 lines of logic, not counting comments and blank lines', async () => {
    const logic = (lines: number) =>
      Array.from({ length: lines }, (_, i) => `export const value${i} = ${i};`).join('\n') + '\n';
    const commented = (lines: number) =>
      Array.from({ length: lines }, (_, i) => `// why value${i} is what it is\nexport const value${i} = ${i};\n`).join(
        '\n',
      );
    const maxLines = (filePath: string, code: string) => messagesOf('max-lines', filePath, code);
    expect(await maxLines('server/src/services/content/sizeFixture.ts', logic(301))).toEqual([
      expect.stringMatching(/too many lines \(301\)\. Maximum allowed is 300/),
    ]);
    expect(await maxLines('web/src/features/games/sizeFixture.tsx', logic(301))).toHaveLength(1);
    expect(await maxLines('scripts/sizeFixture.ts', logic(301))).toHaveLength(1);
    expect(await maxLines('server/src/services/content/sizeFixture.ts', logic(300))).toEqual([]);
    expect(await maxLines('server/src/services/content/sizeFixture.ts', commented(300))).toEqual([]);
    // Tests are exempt: a scenario reads best whole.
    expect(await maxLines('server/src/services/content/sizeFixture.test.ts', logic(400))).toEqual([]);
  });
});
