/** The one way an e2e spec talks GraphQL to the real server itself, outside the page. */
import { expect } from 'vitest';
import { E2E_ADMIN } from './globalSetup';

export interface GraphQLResponse<T> {
  data?: T | null;
  errors?: { message: string; extensions?: { code?: string } }[];
}

/** One GraphQL call against the real server, as the browser makes it (CSRF preflight header included). */
export async function graphqlRequest<T>(
  baseUrl: string,
  query: string,
  variables: Record<string, unknown> = {},
  cookie?: string,
): Promise<{ body: GraphQLResponse<T>; setCookies: string[] }> {
  const response = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'apollo-require-preflight': 'true',
      ...(cookie ? { cookie } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  return { body: (await response.json()) as GraphQLResponse<T>, setCookies: response.headers.getSetCookie() };
}

/** The data of a call that must succeed: fails the test on any GraphQL error. */
export async function graphqlData<T>(
  baseUrl: string,
  query: string,
  variables: Record<string, unknown> = {},
  cookie?: string,
): Promise<T> {
  const { body } = await graphqlRequest<T>(baseUrl, query, variables, cookie);
  expect(body.errors).toBeUndefined();
  return body.data as T;
}

/** Signs in as the e2e admin and returns the Cookie header for later admin calls. */
export async function adminCookie(baseUrl: string): Promise<string> {
  const { body, setCookies } = await graphqlRequest<{ login: { id: string } }>(
    baseUrl,
    'mutation E2ELogin($email: String!, $password: String!) { login(email: $email, password: $password) { id } }',
    E2E_ADMIN,
  );
  expect(body.errors).toBeUndefined();
  const cookie = setCookies.map((header) => header.split(';')[0]).join('; ');
  expect(cookie).not.toBe('');
  return cookie;
}

/**
 * Signs in as the e2e admin and returns a function that sets one site
 * configuration key, as the admin's settings page does (null: its default).
 */
export async function siteSettingSaver(baseUrl: string) {
  const cookie = await adminCookie(baseUrl);
  return (key: string, value: string | null) =>
    graphqlRequest(
      baseUrl,
      'mutation E2ESaveSetting($changes: [SiteConfigChange!]!) { saveSiteConfiguration(changes: $changes) { key } }',
      { changes: [{ key, value }] },
      cookie,
    );
}
