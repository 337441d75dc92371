/**
 * Malformed requests answered by Apollo Server or graphql-js before any
 * resolver runs: each keeps a typed code and gets a Spanish message, never
 * an internal error, never the English sentence or the value it refused.
 */
import { describe, expect, it } from 'vitest';
import { postGraphQL, postMultipart } from '../../test/http';
import { useServedApp } from '../../test/servedApp';
import { REQUEST_ERROR_MESSAGES, spanishRequestError, variableMessage } from './requestErrors';

interface Answer {
  status: number;
  errors: { message: string; extensions?: Record<string, unknown> }[];
}

const SEARCH = 'query ($q: String) { articles(input: { search: $q }) { totalCount } }';

describe('request errors', () => {
  const server = useServedApp();

  async function send(body: string, headers: Record<string, string>, method = 'POST', query = ''): Promise<Answer> {
    const response = await fetch(`${server.url}/graphql${query}`, {
      method,
      headers,
      ...(method === 'POST' ? { body } : {}),
    });
    return { status: response.status, errors: ((await response.json()) as { errors: Answer['errors'] }).errors };
  }

  const json = (body: unknown) =>
    send(JSON.stringify(body), { 'content-type': 'application/json', 'apollo-require-preflight': 'true' });

  it.each([
    ['an unsupported version', { extensions: { persistedQuery: { version: 2, sha256Hash: 'a' } } }],
    ['a persisted query that is not an object', { extensions: { persistedQuery: 'x' } }],
    [
      'a hash that does not match its query',
      { query: '{ __typename }', extensions: { persistedQuery: { version: 1, sha256Hash: 'abc' } } },
    ],
  ])('refuses a persisted query with %s as unsupported, in Spanish', async (_name, body) => {
    const answer = await json(body);
    expect(answer.status).toBeLessThan(500);
    expect(answer.errors[0]).toMatchObject({
      message: REQUEST_ERROR_MESSAGES.persistedQuery,
      extensions: { code: 'PERSISTED_QUERY_NOT_SUPPORTED' },
    });
  });

  it('refuses a subscription while validating it, not as an internal error', async () => {
    const answer = await json({ query: 'subscription { me { id } }' });
    expect(answer.status).toBe(400);
    expect(answer.errors).toEqual([
      expect.objectContaining({
        message: REQUEST_ERROR_MESSAGES.subscription,
        extensions: expect.objectContaining({ code: 'GRAPHQL_VALIDATION_FAILED' }),
      }),
    ]);
  });

  it.each([
    ['a syntax error', { query: '{ articles(' }, REQUEST_ERROR_MESSAGES.syntax, 'GRAPHQL_PARSE_FAILED'],
    ['an unknown field', { query: '{ nothingHere }' }, REQUEST_ERROR_MESSAGES.validation, 'GRAPHQL_VALIDATION_FAILED'],
    [
      'a number where an ID goes',
      { query: 'query ($id: ID!) { article(id: $id) { id } }', variables: { id: 1.5 } },
      variableMessage('id'),
      'BAD_USER_INPUT',
    ],
    [
      'a missing required variable',
      { query: 'query ($id: ID!) { article(id: $id) { id } }' },
      variableMessage('id'),
      'BAD_USER_INPUT',
    ],
    [
      'variables that are not an object',
      { query: SEARCH, variables: 'x' },
      REQUEST_ERROR_MESSAGES.variables,
      'BAD_REQUEST',
    ],
    ['an empty body', {}, REQUEST_ERROR_MESSAGES.invalid, 'BAD_REQUEST'],
    ['a query that is not a string', { query: 5 }, REQUEST_ERROR_MESSAGES.invalid, 'BAD_REQUEST'],
    [
      'an operation name the document lacks',
      { query: 'query A { __typename }', operationName: 'B' },
      REQUEST_ERROR_MESSAGES.operation,
      'OPERATION_RESOLUTION_FAILURE',
    ],
  ])('answers %s in Spanish with its typed code', async (_name, body, message, code) => {
    const answer = await json(body);
    expect(answer.status).toBe(400);
    expect(answer.errors[0]).toMatchObject({ message, extensions: { code } });
  });

  it('answers a batch (not accepted) in Spanish', async () => {
    const answer = await json([{ query: '{ __typename }' }, { query: '{ __typename }' }]);
    expect(answer.status).toBe(400);
    expect(answer.errors[0]).toMatchObject({ message: REQUEST_ERROR_MESSAGES.invalid });
  });

  it('answers a write without the preflight header as CSRF, in Spanish', async () => {
    const answer = await send(JSON.stringify({ query: '{ __typename }' }), { 'content-type': 'text/plain' });
    expect(answer.status).toBe(400);
    expect(answer.errors[0]).toMatchObject({
      message: REQUEST_ERROR_MESSAGES.csrf,
      extensions: { code: 'BAD_REQUEST' },
    });
  });

  it('answers a GET with broken variables in Spanish', async () => {
    const query = `?query=${encodeURIComponent(SEARCH)}&variables=%7Bnot`;
    const answer = await send('', { 'apollo-require-preflight': 'true' }, 'GET', query);
    expect(answer.status).toBe(400);
    expect(answer.errors[0]).toMatchObject({ message: REQUEST_ERROR_MESSAGES.variables });
  });

  it('never quotes the refused value: an upload sent where text goes shows no internals', async () => {
    const { response, json: answer } = await postMultipart(server.url, { query: SEARCH, variables: { q: null } }, [
      { path: 'variables.q', bytes: Buffer.from('xx'), name: 'a.png', type: 'image/png' },
    ]);
    expect(response.status).toBe(400);
    expect(answer.errors?.[0]).toMatchObject({ message: variableMessage('q'), extensions: { code: 'BAD_USER_INPUT' } });
    // The developer's detail (outside production) names what was wrong, but the message never does.
    expect(answer.errors?.[0]!.message).not.toContain('createReadStream');
  });

  it('keeps its own Spanish refusals as they are', async () => {
    const { json: answer } = await postGraphQL(server.url, { query: SEARCH, variables: { q: 'a\u0000b' } });
    expect(answer.errors?.[0]?.extensions?.detail).toBeUndefined();
  });
});

describe('spanishRequestError', () => {
  const english = {
    message: 'Variable "$id" got invalid value 1.5; ID cannot represent value: 1.5',
    extensions: { code: 'BAD_USER_INPUT', stacktrace: ['at coerce'] },
  };

  it('gives the developer the original sentence outside production, and nobody the stack', () => {
    expect(spanishRequestError(english, false)).toEqual({
      message: variableMessage('id'),
      extensions: { code: 'BAD_USER_INPUT', detail: english.message },
    });
  });

  it('keeps only the Spanish message and the code in production', () => {
    expect(spanishRequestError(english, true)).toEqual({
      message: variableMessage('id'),
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it("leaves a resolver's own input error alone", () => {
    expect(
      spanishRequestError({ message: 'El título es obligatorio.', extensions: { code: 'BAD_USER_INPUT' } }, true),
    ).toBeNull();
  });
});
