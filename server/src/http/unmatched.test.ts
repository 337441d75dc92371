/**
 * Requests no route answers (a method a page does not take, a folder's own
 * path) get the site's Spanish 404, not Express's English page that names the
 * framework and echoes the path.
 */
import { describe, expect, it } from 'vitest';
import { useServedApp } from '../../test/servedApp';
import { REQUEST_MESSAGES } from './graphqlEndpoint';

describe('requests no route answers', () => {
  const server = useServedApp();

  it.each([
    ['POST', '/'],
    ['PUT', '/articulos/1'],
    ['DELETE', '/healthz'],
    ['PATCH', '/rss.xml'],
    ['POST', '/download/guides/1'],
    ['GET', '/graphql/x'],
    ['GET', '/storage/'],
    ['GET', '/download/guides/'],
  ])('answers %s %s with the Spanish 404', async (method, path) => {
    const response = await fetch(`${server.url}${path}`, { method });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await response.text()).toBe(REQUEST_MESSAGES.notFound);
  });
});
