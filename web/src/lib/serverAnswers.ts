import { CombinedGraphQLErrors } from '@apollo/client';
import { addTypenameToDocument } from '@apollo/client/utilities';
import type { DocumentNode } from 'graphql';
import type { ExecuteQuery, RenderedAnswer } from '@crecer/domain/renderContract';
import { answerKey } from './answerKey';
import type { PageQuery } from './page/pageQuery';

export interface Answer {
  data?: unknown;
  error?: Error;
}

interface Question {
  query: DocumentNode;
  variables: Record<string, unknown> | undefined;
}

/**
 * The documents as the browser's Apollo cache stores them: with __typename in
 * every selection, so an answer the server ships can be written into that
 * cache as it is (lib/page/useDeclaredQuery.ts).
 */
const withTypenames = new WeakMap<DocumentNode, DocumentNode>();

function asCached(query: DocumentNode): DocumentNode {
  let document = withTypenames.get(query);
  if (!document) {
    document = addTypenameToDocument(query);
    withTypenames.set(query, document);
  }
  return document;
}

/**
 * The answers one server render uses, by query and variables.
 *
 * Server rendering used to run the components' queries through an Apollo
 * Client per request: a query manager, observables, a normalized cache written
 * and read back, and each document transformed afresh for each new client.
 * That was about a fifth of an uncached page's CPU time (docs/rendering.md),
 * for answers that are only read once. Here a render reads answers from a map,
 * and the browser writes the ones it uses into its own cache while it hydrates.
 */
export class ServerAnswers {
  private readonly answers = new Map<string, Answer & Question>();
  private readonly running = new Map<string, Promise<void>>();

  constructor(private readonly execute: ExecuteQuery) {}

  /** The answer to a query, or undefined when it was not fetched (no page declared it). */
  read(query: DocumentNode, variables: Record<string, unknown> | undefined): Answer | undefined {
    return this.answers.get(answerKey(query, variables));
  }

  /** Fetches these queries together (not the skipped ones), and those their answers lead to (PageQuery.then). */
  async fetch(queries: readonly PageQuery[]): Promise<void> {
    await Promise.all(
      queries.map(async (query) => {
        if (query.skip) return;
        const { document, variables } = query;
        await this.fetchOne({ query: document, variables });
        const { data } = this.answers.get(answerKey(document, variables)) ?? {};
        if (data && query.then) await this.fetch(query.then(data));
      }),
    );
  }

  /** Every answer with data, by key: what the browser needs to hydrate the page. */
  shipped(): Record<string, unknown> {
    const shipped: Record<string, unknown> = {};
    for (const [key, answer] of this.answers) if (answer.data !== undefined) shipped[key] = answer.data;
    return shipped;
  }

  rendered(): RenderedAnswer[] {
    return [...this.answers.values()].flatMap(({ query, variables, data }) =>
      data === undefined ? [] : [{ query, variables, data }],
    );
  }

  private fetchOne({ query, variables }: Question): Promise<void> {
    const key = answerKey(query, variables);
    if (this.answers.has(key)) return Promise.resolve();
    let running = this.running.get(key);
    if (!running) {
      running = this.run(query, variables).then((answer) => {
        this.answers.set(key, { ...answer, query: asCached(query), variables });
        this.running.delete(key);
      });
      this.running.set(key, running);
    }
    return running;
  }

  /** As Apollo Client's default error policy: an answer with errors has no data. */
  private async run(query: DocumentNode, variables: Record<string, unknown> | undefined): Promise<Answer> {
    try {
      const result = await this.execute(asCached(query), variables);
      if (result.errors?.length) return { error: new CombinedGraphQLErrors(result) };
      return { data: result.data ?? undefined };
    } catch (error) {
      return { error: error instanceof Error ? error : new Error(String(error)) };
    }
  }
}
