/**
 * Integration-test harness: a real database (PGlite or Postgres), the real
 * schema and context, and typed documents run through executeOperation.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ApolloServer } from '@apollo/server';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print, type FormattedExecutionResult } from 'graphql';
import { createRuntime, type Runtime } from '../src/bootstrap';
import { loadConfig, type Config } from '../src/config';
import type { GraphQLContext } from '../src/graphql/context';
import { createLoaders } from '../src/graphql/loaders/index';
import { createGraphQLServer } from '../src/graphql/server';
import { createLogger, type Logger } from '../src/logger';
import type { SessionUser } from '../src/services/auth';
import { pgliteTemplate } from './pgliteTemplate';
import { createScratchDatabase, type ScratchDatabase, type TestDatabaseKind } from './databases';

export interface TestApp {
  runtime: Runtime;
  apollo: ApolloServer<GraphQLContext>;
  config: Config;
  /** Statements executed since the app started (SQL counting). */
  statementCount(): number;
  execute<TData, TVariables extends Record<string, unknown>>(
    document: TypedDocumentNode<TData, TVariables>,
    variables?: TVariables,
    options?: { user?: SessionUser | null; visitorId?: string; ip?: string },
  ): Promise<FormattedExecutionResult<TData>>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  seed?: boolean;
  /** Demo pictures are slow to generate; only tests that look at them ask for them. */
  seedImages?: boolean;
  config?: Partial<Config>;
  /** Where the app logs (test/logCapture.ts reads the lines); silent when omitted. */
  logger?: Logger;
}

export async function createTestApp(kind: TestDatabaseKind, options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cef-test-'));
  let scratch: ScratchDatabase | undefined;
  if (kind === 'postgres') scratch = await createScratchDatabase();
  const config = loadConfig(
    { NODE_ENV: 'test' },
    { dataDir, databaseUrl: scratch?.url, logLevel: 'silent', ...options.config },
  );
  let statements = 0;
  const runtime = await createRuntime(config, {
    logger: options.logger ?? createLogger('silent'),
    seedWhenEmpty: options.seed ?? true,
    seedImages: options.seedImages ?? false,
    onStatement: () => void (statements += 1),
    // initdb and the migrations, done once per run (pgliteTemplateSetup.ts); absent in other projects.
    pgliteTemplate: pgliteTemplate(),
  });
  const apollo = createGraphQLServer({
    rootDir: config.rootDir,
    isProduction: config.isProduction,
    logger: runtime.services.logger,
  });
  await apollo.start();

  return {
    runtime,
    apollo,
    config: runtime.services.config,
    statementCount: () => statements,
    async execute<TData, TVariables extends Record<string, unknown>>(
      document: TypedDocumentNode<TData, TVariables>,
      variables?: TVariables,
      execOptions: { user?: SessionUser | null; visitorId?: string; ip?: string } = {},
    ) {
      const visitor = execOptions.visitorId ?? 'test-visitor-0000-0000-000000000000';
      const contextValue: GraphQLContext = {
        ...runtime.services,
        loaders: createLoaders(runtime.services.db, runtime.services.keptRows),
        user: execOptions.user ?? null,
        sessionId: null,
        ip: execOptions.ip ?? '127.0.0.1',
        visitorId: () => visitor,
        setCookie: () => {},
      };
      const response = await apollo.executeOperation<TData, TVariables>(
        { query: print(document), variables },
        { contextValue },
      );
      if (response.body.kind !== 'single') throw new Error('Expected a single result');
      return response.body.singleResult as FormattedExecutionResult<TData>;
    },
    async close() {
      await apollo.stop();
      await runtime.close();
      await scratch?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const ADMIN_USER: SessionUser = { id: 'test-admin', email: 'admin@test.local', role: 'admin' };
export const EDITOR_USER: SessionUser = { id: 'test-editor', email: 'editor@test.local', role: 'editor' };

/** The error code of the first GraphQL error, for compact assertions. */
export function errorCode(result: FormattedExecutionResult<unknown>): unknown {
  return result.errors?.[0]?.extensions?.code;
}
