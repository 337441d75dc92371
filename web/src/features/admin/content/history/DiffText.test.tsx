import { MantineProvider } from '@mantine/core';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DiffLegend, DiffText } from './DiffText';

const render = (node: React.ReactNode) => renderToString(<MantineProvider>{node}</MantineProvider>);

describe('DiffText', () => {
  it('marks insertions and deletions as ins and del, and leaves the rest as text', () => {
    const html = render(
      <DiffText
        parts={[
          { value: 'Hola mundo ', added: false, removed: false },
          { value: 'querido', added: false, removed: true },
          { value: 'nuevo', added: true, removed: false },
        ]}
      />,
    );
    expect(html).toMatch(/<span>Hola mundo <\/span>/);
    expect(html).toMatch(/<del[^>]*>querido<\/del>/);
    expect(html).toMatch(/<ins[^>]*>nuevo<\/ins>/);
  });

  it('explains the marks in Spanish', () => {
    const html = render(<DiffLegend />);
    expect(html).toMatch(/<ins[^>]*>Añadido<\/ins>/);
    expect(html).toMatch(/<del[^>]*>Eliminado<\/del>/);
  });
});
