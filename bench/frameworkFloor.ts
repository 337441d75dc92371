/**
 * The framework's own ceiling for section 1: Apollo Server on Express with the
 * app's schema, answering the same query from a constant (no database, no
 * middleware, no DataLoaders). No server built on these two can go faster, so
 * its ratio to the bare handler bounds what the full server can reach.
 */
import http from 'node:http';
import { ApolloServer } from '@apollo/server';
import { expressMiddleware } from '@as-integrations/express5';
import { makeExecutableSchema } from '@graphql-tools/schema';
import express from 'express';
import { ROOT_DIR } from '../server/src/config';
import { readTypeDefs } from '../server/src/graphql/schema';
import { listenOnFreePort } from './listen';

export interface FloorServer {
  url: string;
  close(): Promise<void>;
}

/** Serves `{ data: { articles: page } }` for the articles query through Apollo's full request pipeline. */
export async function startFrameworkFloorServer(articlesPage: unknown): Promise<FloorServer> {
  const schema = makeExecutableSchema({
    typeDefs: readTypeDefs(ROOT_DIR),
    // Every other field is read from the constant by graphql-js's default resolver.
    resolvers: { Query: { articles: () => articlesPage } },
  });
  const apollo = new ApolloServer({ schema });
  await apollo.start();
  const app = express();
  app.use('/graphql', express.json(), expressMiddleware(apollo));
  const listening = await listenOnFreePort(http.createServer(app));
  return {
    url: listening.url,
    async close() {
      await listening.close();
      await apollo.stop();
    },
  };
}
