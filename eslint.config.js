import fs from 'node:fs';
import js from '@eslint/js';
import graphqlPlugin from '@graphql-eslint/eslint-plugin';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import localRules from './eslint-rules/noImportCycles.js';

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

const SERVER_NOT_WEB = {
  group: ['**/web/**', '@crecer/web', '@crecer/web/*'],
  message:
    'The server never imports web code; what both sides need lives in domain/ (the render contract: domain/src/renderContract.ts).',
};

/**
 * The public data API: the only public modules that may call Apollo's data
 * hooks, because they wrap them for server rendering and hydration. Add a
 * module here when the API grows one outside web/src/lib/page… folders
 * (already covered).
 */
const PUBLIC_DATA_API = ['web/src/lib/page*/**'];
/** Apollo's hooks that read data (queries and query references); useMutation and useApolloClient stay allowed. */
const APOLLO_DATA_HOOKS = [
  'useQuery',
  'useSuspenseQuery',
  'useLazyQuery',
  'useBackgroundQuery',
  'useLoadableQuery',
  'useReadQuery',
];

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
  views: ['useRecordView.ts', 'useRecordSearch.ts', 'viewOnLoad.ts'],
  articles: ['ArticleView.tsx'],
  guides: ['GuideView.tsx'],
  // The subscribe box, the query a page showing it declares, and its privacy promise (quoted by /privacidad).
  newsletter: ['newsletterEnabled.ts', 'NewsletterSignup/NewsletterSignupWhenEnabled.tsx', 'newsletterPrivacy.ts'],
  // What the article and guide pages share; each kind declares its differences (contentKind.ts).
  content: ['contentKind.ts', 'ContentDetail.tsx', 'ContentDetailLayout.tsx', 'ContentList.tsx'],
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
    // A public feature importing the admin is reported by adminZone(), with its own message.
    except: [
      `./${feature}`,
      ...(feature === ADMIN_FEATURE ? [] : [`./${ADMIN_FEATURE}`]),
      ...publicEntries.filter((entry) => !entry.startsWith(`./${feature}/`)),
    ],
    message:
      'A feature imports another only through its public entries (FEATURE_PUBLIC_ENTRIES in eslint.config.js); move shared code to components/ or lib/, or declare the entry.',
  }));
}

/**
 * A server service (server/src/services/<domain>) is used through its index.ts only: every other file of the folder
 * is private to it, so a service can be reorganised without breaking another or a resolver (the web's feature zones,
 * on the server). Tests inside a folder may import its files. shared/ holds the helpers every service may import
 * file by file; appServices.ts, the type of the collaborators bootstrap.ts creates, names each one's interface file
 * directly (through an index.ts that type would close an import cycle).
 */
const SERVICES_DIR = 'server/src/services';
const OPEN_SERVICE_FOLDERS = ['shared'];
/** Where code that may import a service lives (the zone's targets are these, minus the service itself). */
const SERVICE_IMPORTERS = ['server', 'scripts', 'bench', 'web/e2e'];

function serviceZones() {
  const dirOf = (dir) => `${import.meta.dirname}/${dir}`;
  const entries = (dir) => fs.readdirSync(dirOf(dir)).map((name) => `${dir}/${name}`);
  const isDir = (entry) => fs.statSync(dirOf(entry)).isDirectory();
  const services = entries(SERVICES_DIR).filter(isDir);
  const outsideServices = [
    ...entries('server/src').filter((entry) => entry !== SERVICES_DIR),
    ...entries('server').filter((entry) => entry !== 'server/src'),
    ...SERVICE_IMPORTERS.filter((dir) => dir !== 'server'),
  ];
  return services
    .filter((service) => !OPEN_SERVICE_FOLDERS.some((open) => service === `${SERVICES_DIR}/${open}`))
    .map((service) => ({
      target: [...outsideServices, ...services.filter((other) => other !== service)].map((entry) => `./${entry}`),
      from: `./${service}`,
      except: ['./index.ts'],
      message: `Import a service through its index.ts (${service}/index.ts): the rest of its folder is private to it. Export what other code needs from index.ts, or move a helper every service uses to ${SERVICES_DIR}/shared/.`,
    }));
}

const ADMIN_FEATURE = 'admin';

/**
 * The public site never imports the admin: the admin is a build of its own
 * (web/src/entry-admin.tsx, vite.admin.config.ts), and app/ does not compose
 * it (app/routes.tsx leaves features/admin out of its page glob), so no
 * public module has a legitimate import of it. The zone's targets are every
 * module of web/src but the admin and its entry, read from the folder so a
 * new top-level module is public by default.
 */
function adminZone() {
  const src = `${import.meta.dirname}/web/src`;
  const publicTopLevel = fs.readdirSync(src).filter((name) => !['features', 'entry-admin.tsx'].includes(name));
  const publicFeatures = fs
    .readdirSync(`${src}/features`)
    .filter((name) => name !== ADMIN_FEATURE && fs.statSync(`${src}/features/${name}`).isDirectory());
  return {
    target: [
      ...publicTopLevel.map((name) => `./web/src/${name}`),
      ...publicFeatures.map((name) => `./web/src/features/${name}`),
    ],
    from: `./web/src/features/${ADMIN_FEATURE}`,
    message:
      'The public site never imports the admin (a build of its own, entered by web/src/entry-admin.tsx): move what both need to components/ or lib/.',
  };
}

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
    },
    {
      files: ['web/src/features/**/*.{ts,tsx}'],
      patterns: FEATURE_PATTERNS,
    },
    {
      files: ['web/src/features/admin/**/*.{ts,tsx}'],
      patterns: FEATURE_PATTERNS,
    },
    {
      files: ['web/src/{components,head,lib,config}/**/*.{ts,tsx}'],
      patterns: [
        WEB_NOT_SERVER,
        {
          group: ['**/features/**', '**/app/**'],
          message: 'Shared code never imports features or app/: components → features → app.',
        },
      ],
    },
    {
      // Tests may use the web build's tools (precompress) to set up what they serve.
      files: ['server/src/**/*.ts'],
      ignores: ['**/*.test.ts'],
      patterns: [SERVER_NOT_WEB],
    },
    {
      files: ['server/src/services/**/*.ts'],
      // Integration tests drive services through the real HTTP stack.
      ignores: ['**/*.test.ts'],
      patterns: [
        SERVER_NOT_WEB,
        {
          group: ['**/graphql/**', '**/graphql', '**/http/**', '**/http'],
          message:
            'Services speak the domain: throw DomainError (services/shared/errors.ts); GraphQL and HTTP call services, never the reverse.',
        },
      ],
    },
    {
      files: ['server/src/graphql/**/*.ts'],
      ignores: ['**/*.test.ts'],
      patterns: [
        SERVER_NOT_WEB,
        {
          group: ['**/http/**', '**/http'],
          message:
            'GraphQL never imports http/: http/ mounts the endpoint and calls into graphql/; what both need lives in services/ or a module of its own.',
        },
      ],
    },
    {
      files: ['server/src/db/**/*.ts'],
      // A test of the database layer may exercise the queries services prepare on it.
      ignores: ['**/*.test.ts'],
      patterns: [
        SERVER_NOT_WEB,
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
  // Two rules that need @typescript-eslint's no-restricted-imports (type imports can be allowed), which
  // also keeps them apart from the layer blocks above: flat config replaces one rule's options per file.
  {
    // Only services query the database (ARCHITECTURE.md §4): http/ and GraphQL (resolvers, loaders) call
    // them. A handle's type passed on to a service queries nothing, so type imports stay allowed.
    files: ['server/src/http/**/*.ts', 'server/src/graphql/**/*.ts'],
    // Integration tests set up and check rows directly.
    ignores: ['**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/db/**', '**/db', 'drizzle-orm', 'drizzle-orm/*', 'postgres', '@electric-sql/pglite*'],
              allowTypeImports: true,
              message:
                'http/ and GraphQL reach the database through services (services/…), never db/ or drizzle themselves; a type-only import of a handle is fine.',
            },
          ],
        },
      ],
    },
  },
  {
    // Every Apollo data hook stays out of the public site but through its data API: Apollo's own hooks
    // render as loading on the server and skip the answers the server shipped. The admin, rendered in
    // the browser only, uses Apollo's. Both entry points, since @apollo/client re-exports what it can.
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/features/admin/**', 'web/src/entry-admin.tsx', ...PUBLIC_DATA_API],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: ['@apollo/client', '@apollo/client/react'].map((name) => ({
            name,
            importNames: APOLLO_DATA_HOOKS,
            message:
              'The public site reads data through its public data API (PUBLIC_DATA_API in eslint.config.js: definePage, useDeclaredQuery and useBrowserQuery in web/src/lib/page/), which answers from the server render and hydrates from what it shipped.',
          })),
        },
      ],
    },
  },
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
    // Small files (ARCHITECTURE.md): at most 300 lines of logic, comments and blank lines not counted.
    // Tests, generated code and the two catalogues that are data (site settings, demo content) are exempt.
    files: ['server/src/**/*.ts', 'web/src/**/*.{ts,tsx}', 'domain/src/**/*.ts', 'scripts/**/*.ts', 'bench/**/*.ts'],
    ignores: [
      '**/*.test.{ts,tsx}',
      '**/__generated__/**',
      'web/src/**/gql/**',
      'domain/src/siteConfig.ts',
      'server/src/services/seed/content.ts',
    ],
    rules: { 'max-lines': ['error', { max: 300, skipBlankLines: true, skipComments: true }] },
  },
  {
    // No import cycles, type-only imports included: a cycle is a layer reaching back, and a value cycle
    // makes module start-up order matter. eslint-rules/noImportCycles.js says why not import-x/no-cycle.
    files: ['server/src/**/*.ts', 'web/src/**/*.{ts,tsx}', 'domain/src/**/*.ts'],
    plugins: { local: localRules },
    rules: { 'local/no-import-cycles': 'error' },
  },
  {
    files: [
      'server/**/*.ts',
      'web/src/**/*.{ts,tsx}',
      'domain/src/**/*.ts',
      ...SERVICE_IMPORTERS.map((dir) => `${dir}/**/*.ts`),
    ],
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
      'import-x/no-restricted-paths': ['error', { zones: [...featureZones(), adminZone(), ...serviceZones()] }],
    },
  },
);
