import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { deferredComponent, preloadDeferredComponents } from './deferredComponent';

function Greeting({ name }: { name: string }) {
  return <p>Hola, {name}</p>;
}

const render = (node: React.ReactNode) => renderToString(<Suspense fallback={<p>Cargando</p>}>{node}</Suspense>);
/**
 * Lets every pending promise reaction run: the code loads through promises alone (no timers or I/O),
 * so once a macrotask has passed, a load that was going to start has started. This is how the test
 * sees that nothing was downloaded, an event that never happens and so cannot be waited for.
 */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('deferredComponent', () => {
  it('renders in full on the first pass once preloaded, as the server does', async () => {
    let loads = 0;
    const Deferred = deferredComponent(async () => {
      loads += 1;
      return Greeting;
    });
    await preloadDeferredComponents();
    await preloadDeferredComponents();
    expect(render(<Deferred.Component name="Ana" />)).toContain('Hola, <!-- -->Ana');
    expect(loads).toBe(1);
  });

  it('downloads nothing until load() is called, then renders, as in the browser', async () => {
    let loads = 0;
    const Deferred = deferredComponent(async () => {
      loads += 1;
      return Greeting;
    });
    expect(render(<Deferred.Component name="Ana" />)).toContain('Cargando');
    await settle();
    expect(loads).toBe(0);
    expect(render(<Deferred.Component name="Ana" />)).toContain('Cargando');
    Deferred.load();
    await vi.waitFor(() => expect(render(<Deferred.Component name="Ana" />)).toContain('Hola, <!-- -->Ana'));
    expect(loads).toBe(1);
  });
});
