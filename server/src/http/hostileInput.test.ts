/**
 * Requests an attacker would send, each of which once took the process down
 * or surfaced as an internal error. Every one must get a 4xx with a Spanish
 * message, and the server must go on answering. (The property-based suite,
 * web/e2e/fuzz.e2e.ts, generates many more of these.)
 */
import { describe, expect, it } from 'vitest';
import { postGraphQL } from '../../test/http';
import { useServedApp } from '../../test/servedApp';
import { INPUT_MESSAGES, MAX_LIST_ITEMS } from '../graphql/inputGuard';
import { CONFIG_KEYS } from '@crecer/domain/siteConfig';

const CRLF = '\r\n';

function multipartBody(parts: string[]): string {
  return parts.map((part) => `--b${CRLF}${part}${CRLF}`).join('') + `--b--${CRLF}`;
}

const OPERATIONS = 'Content-Disposition: form-data; name="operations"\r\n\r\n';
const MAP = 'Content-Disposition: form-data; name="map"\r\n\r\n';
const UPLOAD_QUERY = JSON.stringify({
  query: 'mutation ($file: Upload!) { __typename }',
  variables: { file: null },
});

describe('hostile requests', () => {
  const server = useServedApp();

  async function postRaw(body: string, contentType: string) {
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': contentType, 'apollo-require-preflight': 'true' },
      body,
    });
    return { status: response.status, text: await response.text() };
  }

  async function expectAlive() {
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  }

  it.each([
    ['a part without headers', '--b\r\n\r\nx\r\n--b--\r\n'],
    ['a part header without a colon', '--b\r\nnot a header\r\n\r\nx\r\n--b--\r\n'],
    [
      'a NUL byte in an upload file name',
      multipartBody([
        OPERATIONS + UPLOAD_QUERY,
        MAP + '{"0":["variables.file"]}',
        'Content-Disposition: form-data; name="0"; filename="a\u0000b.png"\r\nContent-Type: image/png\r\n\r\nxx',
      ]),
    ],
    [
      'a map path that does not exist',
      multipartBody([
        OPERATIONS + '{"query":"{ __typename }"}',
        MAP + '{"0":["variables.nothing.here"]}',
        'Content-Disposition: form-data; name="0"; filename="a.png"\r\n\r\nxx',
      ]),
    ],
    ['a form cut off in the middle', '--b\r\nContent-Disposition: form-data; name="operations"\r\n\r\n{"qu'],
  ])('refuses %s with 400 and stays up', async (_name, body) => {
    const answer = await postRaw(body, 'multipart/form-data; boundary=b');
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    expect(answer.text).not.toContain('INTERNAL_SERVER_ERROR');
    await expectAlive();
  });

  it.each([
    ['a search term', 'query ($q: String) { articles(input: { search: $q }) { totalCount } }', { q: 'a\u0000b' }],
    ['the login e-mail', 'mutation ($e: String!) { login(email: $e, password: "x") { id } }', { e: 'a\u0000@b.co' }],
    [
      'a contact message',
      'mutation ($m: String!) { sendContactMessage(name: "Ana", email: "ana@example.com", message: $m) }',
      { m: 'Hola\u0000' },
    ],
    ['a lone surrogate', 'query ($q: String) { articles(input: { search: $q }) { totalCount } }', { q: 'a\ud800b' }],
  ])('refuses a NUL byte or broken text in %s as BAD_USER_INPUT', async (_name, query, variables) => {
    const { response, json } = await postGraphQL(server.url, { query, variables });
    expect(response.status).toBe(400);
    expect(json.errors?.[0]?.message).toBe(INPUT_MESSAGES.invalidText);
    expect(json.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('refuses NUL in an inline literal too', async () => {
    const { response, json } = await postGraphQL(server.url, {
      query: '{ articles(input: { search: "a\\u0000b" }) { totalCount } }',
    });
    expect(response.status).toBe(400);
    expect(json.errors?.[0]?.message).toBe(INPUT_MESSAGES.invalidText);
  });

  it('bounds lists above every list the app itself sends (the whole site-configuration catalogue)', () => {
    expect(CONFIG_KEYS.length).toBeLessThanOrEqual(MAX_LIST_ITEMS);
  });

  it('refuses a list longer than the bound, and takes one at the bound', async () => {
    const query = 'query ($keys: [String!]) { siteConfiguration(keys: $keys) { key } }';
    const tooMany = await postGraphQL(server.url, {
      query,
      variables: { keys: Array.from({ length: 26_000 }, (_, i) => `k${i}`) },
    });
    expect(tooMany.response.status).toBe(400);
    expect(tooMany.json.errors?.[0]?.message).toBe(INPUT_MESSAGES.tooManyItems);
    const atBound = await postGraphQL(server.url, {
      query,
      variables: { keys: Array.from({ length: MAX_LIST_ITEMS }, (_, i) => `k${i}`) },
    });
    expect(atBound.response.status).toBe(200);
    expect(atBound.json.errors).toBeUndefined();
  });

  it('answers an operation over the token limit with 400, not 500', async () => {
    const fields = Array.from({ length: 2100 }, () => '__typename').join(' ');
    const { response, json } = await postGraphQL(server.url, { query: `{ ${fields} }` });
    expect(response.status).toBe(400);
    expect(json.errors?.[0]?.extensions?.code).not.toBe('INTERNAL_SERVER_ERROR');
  });
});
