import { MantineProvider } from '@mantine/core';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { AnalyticsPageQuery } from '../gql/graphql';
import { SearchesWithoutResults } from './SearchesWithoutResults';

type Report = AnalyticsPageQuery['analyticsReport'];

function render(terms: Report['searchesWithoutResults']): string {
  const report = { searchesWithoutResults: terms } as Report;
  return renderToString(
    <MantineProvider>
      <SearchesWithoutResults report={report} />
    </MantineProvider>,
  ).replace(/<!-- -->/g, '');
}

describe("the visits screen's 'Búsquedas sin resultados'", () => {
  it('lists each term with how often it was searched, as a table named by its heading', () => {
    const html = render([
      { term: 'dragones', searches: 4 },
      { term: '<b>pesadillas</b>', searches: 1 },
    ]);
    expect(html).toMatch(/<h2[^>]*id="searches-without-results"[^>]*>Búsquedas sin resultados<\/h2>/);
    expect(html).toMatch(/<table[^>]*aria-labelledby="searches-without-results"/);
    expect(html).toMatch(/<th[^>]*scope="col"[^>]*>Búsqueda<\/th>/);
    const rows = [...html.matchAll(/<tr[^>]*><td[^>]*>(.*?)<\/td><td[^>]*>(\d+)<\/td><\/tr>/g)].map((m) => [
      m[1],
      m[2],
    ]);
    // A term is text, never markup.
    expect(rows).toEqual([
      ['dragones', '4'],
      ['&lt;b&gt;pesadillas&lt;/b&gt;', '1'],
    ]);
  });

  it('says so in Spanish when every search found something', () => {
    const html = render([]);
    expect(html).toContain('Ninguna búsqueda se quedó sin resultados en este periodo.');
    expect(html).not.toContain('<table');
  });
});
