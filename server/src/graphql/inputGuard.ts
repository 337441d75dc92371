/**
 * One check of every string and list a client sends, before any resolver or
 * database sees it: in the operation's variables and in its inline literals,
 * for every operation (the HTTP endpoint and server rendering both run
 * through Apollo's pipeline). Postgres refuses NUL in text ("invalid byte
 * sequence"), which had surfaced as an internal error from whichever query
 * met it first; lone surrogates are not text either. Lists are bounded so one
 * request cannot ask for thousands of lookups.
 */
import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError, visit, type DocumentNode } from 'graphql';
import { Upload } from 'graphql-upload-minimal';

/** Longer than any list the app sends (the site-configuration catalogue has fewer keys; hostileInput.test.ts checks it). */
export const MAX_LIST_ITEMS = 100;

export const INPUT_MESSAGES = {
  invalidText: 'El texto contiene caracteres no válidos.',
  tooManyItems: `Una lista de la solicitud tiene demasiados elementos (máximo ${MAX_LIST_ITEMS}).`,
} as const;

/** Text Postgres can store: no NUL, and no UTF-16 surrogate without its pair (isWellFormed). */
export function isValidText(text: string): boolean {
  return !text.includes('\u0000') && text.isWellFormed();
}

function refuse(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } } });
}

/**
 * The first problem in the variables (walked without recursion: a deep value
 * cannot exhaust the stack). A form's variables are JSON plus the file
 * placeholders graphql-upload-minimal sets at each path its map names, and a
 * map naming an object and a path inside it makes a loop through the
 * placeholder: walking it, one anonymous form held the production server's
 * event loop 8.7 s and grew it by 1.5 GB. A placeholder is a file, not text
 * (its name is checked where it is read, services/media/uploads.ts), so it
 * is not walked; the rest is JSON, which cannot loop.
 */
export function inputProblem(value: unknown): string | null {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const current = pending.pop();
    if (typeof current === 'string') {
      if (!isValidText(current)) return INPUT_MESSAGES.invalidText;
      continue;
    }
    if (current === null || typeof current !== 'object' || current instanceof Upload) continue;
    if (Array.isArray(current)) {
      if (current.length > MAX_LIST_ITEMS) return INPUT_MESSAGES.tooManyItems;
      pending.push(...current);
    } else {
      for (const [key, item] of Object.entries(current)) {
        if (!isValidText(key)) return INPUT_MESSAGES.invalidText;
        pending.push(item);
      }
    }
  }
  return null;
}

function literalProblem(document: DocumentNode): string | null {
  let problem: string | null = null;
  visit(document, {
    StringValue(node) {
      if (!isValidText(node.value)) problem ??= INPUT_MESSAGES.invalidText;
    },
    ListValue(node) {
      if (node.values.length > MAX_LIST_ITEMS) problem ??= INPUT_MESSAGES.tooManyItems;
    },
  });
  return problem;
}

export function inputGuardPlugin<TContext extends object>(): ApolloServerPlugin<TContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ request, document }) {
          const problem = inputProblem(request.variables ?? null) ?? literalProblem(document);
          if (problem) throw refuse(problem);
        },
      };
    },
  };
}
