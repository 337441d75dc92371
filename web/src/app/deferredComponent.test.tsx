import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { deferredComponent, preloadDeferredComponents } from './deferredComponent';

function Greeting({ name }: { name: string }) {
  return <p>Hola, {name}</p>;
}

const render = (node: React.ReactNode) => renderToString(<Suspense fallback={<p>Cargando</p>}>{node}</Suspense>);

describe('deferredComponent', () => {
  it('renders in full on the first pass once preloaded, as the server does', async () => {
    let loads = 0;
    const Deferred = deferredComponent(async () => {
      loads += 1;
      return Greeting;
    });
    await preloadDeferredComponents();
    await preloadDeferredComponents();
    expect(render(<Deferred name="Ana" />)).toContain('Hola, <!-- -->Ana');
    expect(loads).toBe(1);
  });

  it('suspends until its code has loaded when nothing preloaded it, as in the browser', async () => {
    let release = () => {};
    const loaded = new Promise<void>((resolve) => (release = resolve));
    const Deferred = deferredComponent(async () => {
      await loaded;
      return Greeting;
    });
    expect(render(<Deferred name="Ana" />)).toContain('Cargando');
    release();
    await loaded;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(render(<Deferred name="Ana" />)).toContain('Hola, <!-- -->Ana');
  });
});
