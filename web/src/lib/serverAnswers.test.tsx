import { CombinedGraphQLErrors, type TypedDocumentNode } from '@apollo/client';
import { parse, print } from 'graphql';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type { ExecuteQuery } from '@crecer/domain/renderContract';
import { answerKey } from './answerKey';
import { pageQuery } from './page/pageQuery';
import { useBrowserQuery } from './page/useBrowserQuery';
import { useDeclaredQuery } from './page/useDeclaredQuery';
import { ServerAnswers } from './serverAnswers';
import { ServerAnswersContext } from './serverAnswersContext';

interface ArticleTitleData {
  article: { id: string; title: string } | null;
}
const ArticleTitle = parse('query ArticleTitle($id: ID!) { article(id: $id) { id title } }') as TypedDocumentNode<
  ArticleTitleData,
  { id: string }
>;
const Brand = parse('query Brand { siteConfiguration { key value } }') as TypedDocumentNode<unknown, never>;

/** Answers like the app's GraphQL: articles 1 and 2 exist, anything else fails. */
function fakeServer() {
  const execute = vi.fn<ExecuteQuery>(async (query, variables) => {
    const name = query.definitions[0]?.kind === 'OperationDefinition' ? query.definitions[0].name?.value : '';
    if (name === 'Brand')
      return { data: { siteConfiguration: [{ __typename: 'SiteConfigEntry', key: 'brand', value: 'Crecer' }] } };
    const id = String(variables?.id);
    if (id === '1' || id === '2') return { data: { article: { __typename: 'Article', id, title: `Artículo ${id}` } } };
    return { errors: [{ message: 'Artículo no encontrado.', extensions: { code: 'NOT_FOUND' } }] };
  });
  return { execute, answers: new ServerAnswers(execute) };
}

function Shown({ data, loading, error }: { data?: ArticleTitleData; loading: boolean; error?: Error }) {
  if (loading) return <p>Cargando</p>;
  if (error) return <p>{`Error: ${error.message}`}</p>;
  return <h1>{data?.article?.title ?? 'Nada'}</h1>;
}

function Title({ id, skip }: { id: string; skip?: boolean }) {
  return <Shown {...useDeclaredQuery(pageQuery(ArticleTitle, { id }, { skip }))} />;
}

function BrowserOnlyTitle({ id }: { id: string }) {
  return <Shown {...useBrowserQuery(ArticleTitle, { variables: { id } })} />;
}

function render(answers: ServerAnswers, element: React.ReactElement) {
  return renderToString(<ServerAnswersContext.Provider value={answers}>{element}</ServerAnswersContext.Provider>);
}

describe('server rendering from the answers fetched before the render', () => {
  it('renders a declared query’s answer in the first pass, fetched once, with __typename asked everywhere', async () => {
    const { execute, answers } = fakeServer();
    await answers.fetch([pageQuery(ArticleTitle, { id: '1' }), pageQuery(ArticleTitle, { id: '1' })]);
    expect(render(answers, <Title id="1" />)).toContain('Artículo 1');
    expect(execute).toHaveBeenCalledTimes(1);
    const sent = print(execute.mock.calls[0]![0]);
    expect(sent).toMatch(/article\(id: \$id\) \{\s+id\s+title\s+__typename/);
  });

  it('fails the render of a query no page declared, naming it, and fetches nothing for it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { execute, answers } = fakeServer();
    await answers.fetch([pageQuery(ArticleTitle, { id: '1' })]);
    expect(() => render(answers, <Title id="2" />)).toThrow(
      /ArticleTitle was read .* no query of the route declares it/,
    );
    expect(execute).toHaveBeenCalledTimes(1);
  });

  it('gives a failed query Apollo’s error and no data, and ships only the answers with data', async () => {
    const { answers } = fakeServer();
    await answers.fetch([pageQuery(ArticleTitle, { id: '9' }), pageQuery(ArticleTitle, { id: '1' })]);
    expect(render(answers, <Title id="9" />)).toContain('Error: Artículo no encontrado.');
    const shipped = answers.shipped();
    expect(Object.keys(shipped)).toEqual([answerKey(ArticleTitle, { id: '1' })]);
    expect(answers.rendered().map(({ variables }) => variables)).toEqual([{ id: '1' }]);
  });

  it('turns an executor that throws into the query’s error', async () => {
    const answers = new ServerAnswers(async () => {
      throw new Error('conexión perdida');
    });
    await answers.fetch([pageQuery(ArticleTitle, { id: '1' })]);
    const html = render(answers, <Title id="1" />);
    expect(html).toContain('Error: conexión perdida');
  });

  it('keeps the error a CombinedGraphQLErrors, as pages test for a missing item', async () => {
    const { answers } = fakeServer();
    await answers.fetch([pageQuery(ArticleTitle, { id: '9' })]);
    expect(CombinedGraphQLErrors.is(answers.read(ArticleTitle, { id: '9' })?.error)).toBe(true);
  });

  it('fetches what an answer leads to (PageQuery.then), not what a skipped query would', async () => {
    const { execute, answers } = fakeServer();
    await answers.fetch([
      pageQuery(Brand, undefined, { then: () => [pageQuery(ArticleTitle, { id: '2' })] }),
      pageQuery(Brand, undefined, { skip: true, then: () => [pageQuery(ArticleTitle, { id: '1' })] }),
    ]);
    expect(execute).toHaveBeenCalledTimes(2);
    expect(render(answers, <Title id="2" />)).toContain('Artículo 2');
  });

  it('renders a skipped query as not loading and a browser-only one as loading, fetching neither', async () => {
    const { execute, answers } = fakeServer();
    expect(render(answers, <Title id="1" skip />)).toContain('Nada');
    expect(render(answers, <BrowserOnlyTitle id="1" />)).toContain('Cargando');
    expect(execute).not.toHaveBeenCalled();
  });

  it('refuses to render a query without the render’s answers', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderToString(<Title id="1" />)).toThrow(/ServerAnswersContext/);
  });
});
