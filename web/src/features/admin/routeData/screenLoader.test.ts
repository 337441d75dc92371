import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { Observable } from 'rxjs';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdminMeQuery } from '../auth/adminMeQuery';
import { AdminCategoriesListQuery } from '../categories/categoryQueries';
import { AdminArticleEditQuery } from '../articles/articleQueries';
import { createScreenLoaders, loadedByRoute, screenQuery } from './screenLoader';

const CATEGORY = {
  __typename: 'Category',
  id: '1',
  name: 'Crianza',
  description: null,
  createdAt: '2026-01-01T00:00:00Z',
};

/** A client whose server answers from `answers` and keeps the order of what it was asked. */
function fakeServer(signedIn: boolean, answerSlowOnes = true) {
  const asked: string[] = [];
  const answers: Record<string, unknown> = {
    AdminMe: { me: signedIn ? { __typename: 'User', id: '1', email: 'a@b.c', role: 'ADMIN' } : null },
    AdminCategoriesList: { categories: [CATEGORY] },
  };
  const silent = new Set(['AdminArticleEdit']);
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        asked.push(operation.operationName ?? '?');
        if (silent.has(operation.operationName ?? '') && !answerSlowOnes) return;
        const data = answers[operation.operationName ?? ''];
        if (data) observer.next({ data });
        else observer.next({ errors: [{ message: 'No existe', extensions: { code: 'NOT_FOUND' } }] });
        observer.complete();
      }),
  );
  const client = new ApolloClient({ link, cache: new InMemoryCache() });
  return { client, asked };
}

const args = (params: Record<string, string> = {}) => ({ params }) as unknown as LoaderFunctionArgs;

describe("the admin screens' route loaders", () => {
  afterEach(() => vi.useRealTimers());

  it("asks for the screen's queries once she is known to be signed in, and the screen then reads them from the cache", async () => {
    const { client, asked } = fakeServer(true);
    const load = createScreenLoaders(client)(() => [screenQuery(AdminCategoriesListQuery)]);
    await load(args());
    expect(asked).toEqual(['AdminMe', 'AdminCategoriesList']);

    // What the screen's useQuery does with loadedByRoute: the first read asks nobody.
    const first = await client.query({ query: AdminCategoriesListQuery, fetchPolicy: loadedByRoute.fetchPolicy });
    expect(first.data?.categories.map((c) => c.name)).toEqual(['Crianza']);
    expect(asked).toEqual(['AdminMe', 'AdminCategoriesList']);

    // The next screen: who she is comes from the cache; its data from the network again.
    await load(args());
    expect(asked).toEqual(['AdminMe', 'AdminCategoriesList', 'AdminCategoriesList']);
  });

  it('asks for nothing else when she is signed out (the route guard sends her to the login page)', async () => {
    const { client, asked } = fakeServer(false);
    await createScreenLoaders(client)(() => [screenQuery(AdminCategoriesListQuery)])(args());
    expect(asked).toEqual(['AdminMe']);
    expect(client.readQuery({ query: AdminMeQuery })?.me).toBeNull();
  });

  it('settles when a query fails, leaving the error for the screen to show', async () => {
    const { client, asked } = fakeServer(true);
    const load = createScreenLoaders(client)(({ params }) => [
      screenQuery(AdminArticleEditQuery, { id: params.id ?? '' }),
    ]);
    await expect(load(args({ id: '404' }))).resolves.toBeNull();
    expect(asked).toEqual(['AdminMe', 'AdminArticleEdit']);
    expect(client.readQuery({ query: AdminArticleEditQuery, variables: { id: '404' } })).toBeNull();
  });

  it('opens the screen after SCREEN_DATA_WAIT_MS when an answer is slow, with the query still on its way', async () => {
    vi.useFakeTimers();
    const { client, asked } = fakeServer(true, false);
    client.writeQuery({
      query: AdminMeQuery,
      data: { me: { id: '1', email: 'a@b.c', role: 'ADMIN' } },
    });
    let settled = false;
    const loading = createScreenLoaders(
      client,
      2_000,
    )(() => [screenQuery(AdminArticleEditQuery, { id: '7' })])(args()).then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(1_999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await loading;
    expect(settled).toBe(true);
    expect(asked).toEqual(['AdminArticleEdit']);
  });
});
