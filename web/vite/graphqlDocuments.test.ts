import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as publicDocuments from '../src/gql/graphql';
import { documentExportFor, documentExports, documentModule, rewriteGraphqlCalls } from './graphqlDocuments';

const WEB_SRC = path.join(import.meta.dirname, '../src');
const GQL_DIRS = [path.join(WEB_SRC, 'gql'), path.join(WEB_SRC, 'features/admin/gql')];
const generated = new Map(GQL_DIRS.map((dir) => [dir, fs.readFileSync(path.join(dir, 'graphql.ts'), 'utf8')] as const));
const exportsOf = (dir: string) => {
  const source = generated.get(dir);
  return source === undefined ? null : documentExports(source);
};

/** Evaluates a document module (`export const X = {...};`) and returns X. */
function evaluate(moduleCode: string): unknown {
  return new Function(moduleCode.replace(/^export const \w+ = /, 'return ')).call(null) as unknown;
}

const COMPONENT = `import { useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';
import type { ArticleCard_ArticleFragment } from '../../gql/graphql';

export const ArticleCardFragment = graphql(/* GraphQL */ \`
  fragment ArticleCard_article on Article {
    id
  }
\`);

const Query = graphql(\`
  query ArticleDetail($id: ID!) {
    article(id: $id) { id }
  }
\`);

export function useArticle(id: string): ArticleCard_ArticleFragment | undefined {
  return useQuery(Query, { variables: { id } }).data?.article ?? undefined;
}
`;

describe('graphql() calls replaced by their generated documents', () => {
  const moduleDir = path.join(WEB_SRC, 'components/ContentCard');

  it('imports each document from a module of its own and drops the map, keeping every line in place', () => {
    const rewritten = rewriteGraphqlCalls(COMPONENT, moduleDir, exportsOf);
    const gql = path.join(WEB_SRC, 'gql');
    expect(rewritten).toContain(
      `import { ArticleCard_ArticleFragmentDoc as __document_ArticleCard_ArticleFragmentDoc } from 'virtual:gql-document/${gql}/ArticleCard_ArticleFragmentDoc';`,
    );
    expect(rewritten).toContain(`from 'virtual:gql-document/${gql}/ArticleDetailDocument';`);
    expect(rewritten).toContain('export const ArticleCardFragment = __document_ArticleCard_ArticleFragmentDoc');
    expect(rewritten).toContain('const Query = __document_ArticleDetailDocument');
    expect(rewritten).not.toMatch(/graphql\(|from '\.\.\/\.\.\/gql';/);
    // The type import from gql/graphql stays: it is erased anyway.
    expect(rewritten).toContain("import type { ArticleCard_ArticleFragment } from '../../gql/graphql';");
    expect(rewritten?.split('\n')).toHaveLength(COMPONENT.split('\n').length);
    expect(
      rewritten
        ?.split('\n')
        .indexOf('export function useArticle(id: string): ArticleCard_ArticleFragment | undefined {'),
    ).toBe(
      COMPONENT.split('\n').indexOf(
        'export function useArticle(id: string): ArticleCard_ArticleFragment | undefined {',
      ),
    );
  });

  it('leaves modules without the generated graphql() alone', () => {
    expect(
      rewriteGraphqlCalls("import { gql } from '@apollo/client';\nconst q = gql`{ a }`;", moduleDir, exportsOf),
    ).toBeNull();
    expect(
      rewriteGraphqlCalls("import { graphql } from 'elsewhere';\ngraphql(`query A { a }`);", moduleDir, exportsOf),
    ).toBeNull();
  });

  it('stops the build on a call it cannot replace or a document codegen has not generated', () => {
    const interpolated =
      "import { graphql } from '../../gql';\nconst f = 'id';\nconst q = graphql(`query Q { ${f} }`);";
    expect(() => rewriteGraphqlCalls(interpolated, moduleDir, exportsOf)).toThrow(/cannot replace/);
    const unknown = "import { graphql } from '../../gql';\nconst q = graphql(`query NotGenerated { a }`);";
    expect(() => rewriteGraphqlCalls(unknown, moduleDir, exportsOf)).toThrow(/NotGeneratedDocument.*npm run codegen/);
  });

  it('names operations <Name>Document and fragments <Name>FragmentDoc as the client preset does', () => {
    const exports = exportsOf(path.join(WEB_SRC, 'gql'))!;
    expect(documentExportFor('\n  query HomeFeaturedContent {\n', exports)).toBe('HomeFeaturedContentDocument');
    expect(documentExportFor('mutation RateContent($id: ID!) {', exports)).toBe('RateContentDocument');
    expect(documentExportFor('fragment GuideCard_guide on Guide {', exports)).toBe('GuideCard_GuideFragmentDoc');
  });

  it('serves each generated document unchanged: the same AST as the generated module exports', () => {
    const source = generated.get(path.join(WEB_SRC, 'gql'))!;
    const names = [...documentExports(source).values()];
    expect(names.length).toBeGreaterThan(10);
    for (const name of names) {
      expect(evaluate(documentModule(source, name))).toEqual(publicDocuments[name as keyof typeof publicDocuments]);
    }
  });

  it('rewrites every graphql() call in the web app', () => {
    const files = fs
      .readdirSync(WEB_SRC, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && !file.includes('gql/'))
      .map((file) => path.join(WEB_SRC, file));
    let rewrittenFiles = 0;
    for (const file of files) {
      const code = fs.readFileSync(file, 'utf8');
      if (!/\bgraphql\(/.test(code)) continue;
      const rewritten = rewriteGraphqlCalls(code, path.dirname(file), exportsOf);
      expect(rewritten, file).not.toBeNull();
      rewrittenFiles += 1;
    }
    expect(rewrittenFiles).toBeGreaterThan(30);
  });
});
