/**
 * The import boundaries in eslint.config.js bite: one small file per rule,
 * linted as if it lived in that layer, must fail with the rule's message; the
 * allowed direction must pass.
 */
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: ROOT });

async function importCycles(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, filePath) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'import-x/no-cycle').map((m) => m.message);
}

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

  it("fails public code that calls Apollo's useQuery instead of lib/pageQuery.ts; the admin may", async () => {
    const apollo = "import { useQuery } from '@apollo/client/react';\nexport const q = useQuery;\n";
    for (const file of [
      'web/src/features/articles/boundaryFixture.ts',
      'web/src/components/ListStates/boundaryFixture.ts',
    ]) {
      expect(await restrictedImports(file, apollo), file).toEqual([expect.stringMatching(/lib\/pageQuery\.ts/)]);
    }
    expect(await restrictedImports('web/src/features/admin/stats/boundaryFixture.ts', apollo)).toEqual([]);
    expect(
      await restrictedImports(
        'web/src/features/articles/boundaryFixture.ts',
        "import { useQuery } from '../../lib/pageQuery';\nimport { useMutation } from '@apollo/client/react';\nexport const q = [useQuery, useMutation];\n",
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
});
