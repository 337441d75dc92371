/**
 * The framework's own ceiling for section 1: Apollo Server on node:http,
 * configured as the app's (its plugins, limits and error masking, through
 * createGraphQLServer), with the app's schema answering the same query from
 * a constant (no database, no middleware, no DataLoaders, no context). The
 * app's /graphql adds to this only its own work (headers, body limits,
 * context, SQL, resolvers), so the ratio of the two says what the
 * application code costs.
 */
import http from 'node:http';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { ROOT_DIR } from '../server/src/config';
import { readTypeDefs } from '../server/src/graphql/schema';
import { createGraphQLServer } from '../server/src/graphql/server';
import { createLogger } from '../server/src/logger';
import { toApolloRequest } from '../server/src/http/graphqlEndpoint';
import { listenOnFreePort } from './listen';

export interface FloorServer {
  url: string;
  close(): Promise<void>;
}

async function readJson(req: http.IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8'));
}

/** Serves `{ data: { articles: page } }` for the articles query through Apollo's full request pipeline. */
export async function startFrameworkFloorServer(articlesPage: unknown): Promise<FloorServer> {
  const schema = makeExecutableSchema({
    typeDefs: readTypeDefs(ROOT_DIR),
    // Every other field is read from the constant by graphql-js's default resolver.
    resolvers: { Query: { articles: () => articlesPage } },
  });
  const apollo = createGraphQLServer({ rootDir: ROOT_DIR, isProduction: true, logger: createLogger('error'), schema });
  await apollo.start();
  const server = http.createServer((req, res) => {
    void (async () => {
      const answer = await apollo.executeHTTPGraphQLRequest({
        httpGraphQLRequest: toApolloRequest(req, '', await readJson(req)),
        // The constant needs no context (nothing reads it); Apollo's own pipeline is what is measured.
        context: async () => ({}) as never,
      });
      for (const [key, value] of answer.headers) res.setHeader(key, value);
      res.statusCode = answer.status ?? 200;
      if (answer.body.kind !== 'complete') throw new Error('the floor answers in one piece');
      res.end(answer.body.string);
    })().catch((error: unknown) => {
      res.statusCode = 500;
      res.end(String(error));
    });
  });
  const listening = await listenOnFreePort(server);
  return {
    url: listening.url,
    async close() {
      await listening.close();
      await apollo.stop();
    },
  };
}
