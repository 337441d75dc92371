import fs from 'node:fs';
import js from '@eslint/js';
import graphqlPlugin from '@graphql-eslint/eslint-plugin';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const operationsGlobs = ['web/src/**/*.{ts,tsx}', 'server/src/**/*.test.ts'];
// One graphql-config for every GraphQL block: graphql-eslint caches the first config it loads.
const graphQLConfig = {
  schema: 'schema.graphql',
  documents: operationsGlobs.map((glob) => `${import.meta.dirname}/${glob}`),
};

/** One no-restricted-imports block per layer rule. */
const WEB_NOT_SERVER = {
  group: ['**/server/**', '@crecer/server', '@crecer/server/*'],
  message: 'The web app never imports server code; what both sides need lives in domain/ (@crecer/domain).',
};

/**
 * What a feature (web/src/features/<name>) lets other features import: its
 * public entries. Everything else in a feature is private to it, so a feature
 * can be reorganised without breaking another (bulletproof-react's
 * cross-feature zones, with declared exceptions). app/ composes features and
 * may import any of their files.
 */
const FEATURE_PUBLIC_ENTRIES = {
  siteConfig: ['useSiteConfig.ts'],
  contact: ['LazyContactSection.tsx'],
  ratings: ['RatingForm.tsx'],
  views: ['useRecordView.ts'],
  articles: ['ArticleView.tsx'],
  guides: ['GuideView.tsx'],
};

function featureZones() {
  const root = `${import.meta.dirname}/web/src/features`;
  const features = fs.readdirSync(root).filter((name) => fs.statSync(`${root}/${name}`).isDirectory());
  const publicEntries = Object.entries(FEATURE_PUBLIC_ENTRIES).flatMap(([feature, files]) =>
    files.map((file) => `./${feature}/${file}`),
  );
  return features.map((feature) => ({
    target: `./web/src/features/${feature}`,
    from: './web/src/features',
    except: [`./${feature}`, ...publicEntries.filter((entry) => !entry.startsWith(`./${feature}/`))],
    message:
      'A feature imports another only through its public entries (FEATURE_PUBLIC_ENTRIES in eslint.config.js); move shared code to components/ or lib/, or declare the entry.',
  }));
}

/**
 * The public site's queries go through lib/pageQuery.ts, which answers them
 * from the server render's answers and hydrates from what the server shipped;
 * Apollo's own hook would render them as loading on the server. The admin,
 * rendered in the browser only, uses Apollo's.
 */
const PUBLIC_QUERY_HOOK = {
  name: '@apollo/client/react',
  importNames: ['useQuery'],
  message:
    "The public site's queries use useQuery from lib/pageQuery.ts (server answers, hydration from the shipped data).",
};

/** What a feature may not import (the admin's block repeats it: flat config replaces a rule's options). */
const FEATURE_PATTERNS = [
  WEB_NOT_SERVER,
  {
    regex: String.raw`(^|/)app/(?!navigation/)`,
    message: 'Features never import app/: route paths are in config/, page heads in head/, shared helpers in lib/.',
  },
];

function boundaries(blocks) {
  return blocks.map(({ files, ignores = [], patterns, paths = [] }) => ({
    files,
    ignores,
    rules: { 'no-restricted-imports': ['error', { patterns, paths }] },
  }));
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      'backups/**',
      'data/**',
      '.tmp/**',
      '**/__generated__/**',
      '**/gql/**',
      'migrations/**',
    ],
  },
  {
    files: ['**/*.{ts,tsx,js}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      // One config module: nothing else reads the environment.
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration through server/src/config.ts' },
      ],
    },
  },
  {
    files: [
      'server/src/config.ts',
      'drizzle/drizzle.config.ts',
      'scripts/**',
      'bench/**',
      'web/e2e/**',
      'server/test/**',
    ],
    rules: { 'no-restricted-properties': 'off' },
  },
  // Layers point one way (ARCHITECTURE.md §4): a tool stops a backwards import, not a reviewer.
  // scripts/lintBoundaries.test.ts lints a small file per rule and expects each to fail.
  ...boundaries([
    {
      // Flat config replaces a rule's options file by file, so each block lists every pattern that applies.
      files: ['web/src/**/*.{ts,tsx}'],
      patterns: [WEB_NOT_SERVER],
      paths: [PUBLIC_QUERY_HOOK],
    },
    {
      files: ['web/src/features/**/*.{ts,tsx}'],
      patterns: FEATURE_PATTERNS,
      paths: [PUBLIC_QUERY_HOOK],
    },
    {
      files: ['web/src/features/admin/**/*.{ts,tsx}'],
      patterns: FEATURE_PATTERNS,
    },
    {
      files: ['web/src/{components,head,lib,config}/**/*.{ts,tsx}'],
      paths: [PUBLIC_QUERY_HOOK],
      patterns: [
        WEB_NOT_SERVER,
        {
          group: ['**/features/**', '**/app/**'],
          message: 'Shared code never imports features or app/: components → features → app.',
        },
      ],
    },
    {
      files: ['server/src/services/**/*.ts'],
      // Integration tests drive services through the real HTTP stack.
      ignores: ['**/*.test.ts'],
      patterns: [
        {
          group: ['**/graphql/**', '**/graphql', '**/http/**', '**/http'],
          message:
            'Services speak the domain: throw DomainError (services/errors.ts); GraphQL and HTTP call services, never the reverse.',
        },
      ],
    },
    {
      files: ['server/src/db/**/*.ts'],
      // A test of the database layer may exercise the queries services prepare on it.
      ignores: ['**/*.test.ts'],
      patterns: [
        {
          group: ['**/services/**', '**/services', '**/graphql/**', '**/graphql', '**/http/**', '**/http'],
          message:
            'db/ is the bottom layer (schema, client, migrations): services, GraphQL and HTTP build on it, never the reverse; commands that need services live in cli/.',
        },
      ],
    },
    {
      files: ['domain/src/**/*.ts'],
      patterns: [
        {
          group: ['**/server/**', '**/web/**', '@crecer/server', '@crecer/web'],
          message: 'domain/ depends on nothing of the app: both the server and the browser bundle import it.',
        },
      ],
    },
  ]),
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  // GraphQL operations embedded in TS files are linted against schema.graphql.
  { files: operationsGlobs, processor: graphqlPlugin.processor },
  {
    files: ['**/*.{ts,tsx}/*.graphql'],
    languageOptions: {
      parser: graphqlPlugin.parser,
      parserOptions: { graphQLConfig },
    },
    plugins: { '@graphql-eslint': graphqlPlugin },
    rules: {
      ...graphqlPlugin.configs['flat/operations-recommended'].rules,
      '@graphql-eslint/naming-convention': 'off',
      '@graphql-eslint/require-selections': 'off',
      // These need every sibling document loaded; codegen already rejects duplicate names.
      '@graphql-eslint/no-unused-fragments': 'off',
      '@graphql-eslint/selection-set-depth': 'off',
      '@graphql-eslint/unique-operation-name': 'off',
      '@graphql-eslint/unique-fragment-name': 'off',
    },
  },
  {
    files: ['schema.graphql'],
    languageOptions: { parser: graphqlPlugin.parser, parserOptions: { graphQLConfig } },
    plugins: { '@graphql-eslint': graphqlPlugin },
    rules: {
      '@graphql-eslint/known-type-names': 'error',
      '@graphql-eslint/unique-field-definition-names': 'error',
      '@graphql-eslint/no-typename-prefix': 'error',
      '@graphql-eslint/require-deprecation-reason': 'error',
    },
  },
  {
    // Every imported package is declared by the package.json of the workspace that imports it, so
    // npm hoisting (a package another workspace or a dependency pulled in) cannot hide a missing
    // declaration until a deploy installs one workspace alone. The root package.json (tooling:
    // vitest, eslint, tsx) serves every folder; bench/ and scripts/ are not workspaces and use it alone.
    // scripts/lintBoundaries.test.ts lints an undeclared import and expects it to fail.
    files: ['**/*.{ts,tsx,js}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
    },
    rules: {
      'import-x/no-extraneous-dependencies': [
        'error',
        { packageDir: [import.meta.dirname], includeTypes: true, includeInternal: true },
      ],
    },
  },
  ...['web', 'server', 'domain'].map((workspace) => ({
    files: [`${workspace}/**/*.{ts,tsx,js}`],
    rules: {
      'import-x/no-extraneous-dependencies': [
        'error',
        {
          packageDir: [`${import.meta.dirname}/${workspace}`, import.meta.dirname],
          includeTypes: true,
          includeInternal: true,
        },
      ],
    },
  })),
  {
    // No import cycles: a cycle is a layer reaching back, and it makes module start-up order matter.
    files: ['server/src/**/*.ts', 'web/src/**/*.{ts,tsx}', 'domain/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      // Parse TypeScript modules too when following imports (otherwise only .js files are read).
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      // The plugin's own resolver (enhanced-resolve, no native binding): extensionless TypeScript
      // imports, and @crecer/domain through its workspace link and package exports.
      'import-x/resolver-next': [importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: featureZones() }],
    },
  },
);
