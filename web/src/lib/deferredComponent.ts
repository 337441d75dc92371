import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { componentLoader, resolvedModule } from './preloadableLazy';

/** Every deferred component's code loader, so the server can load them all before rendering. */
const codeLoaders = new Set<() => Promise<unknown>>();

export interface DeferredComponent<Props extends object> {
  /** Render it inside a <Suspense> boundary. */
  Component: LazyExoticComponent<ComponentType<Props>>;
  /** Starts downloading its code: call it when the component is about to be seen. */
  load(): void;
}

/**
 * A component whose code is not part of its page's load: a widget below the
 * first screen that needs a library of its own (the featured carousel).
 *
 * The server renders it in full (preloadDeferredComponents() loads its code
 * before rendering). In the browser, React keeps the server's HTML for the
 * surrounding <Suspense> boundary until the code is there, and the code is
 * downloaded only once load() is called; then React hydrates the boundary.
 * The boundary's fallback shows only when the page was reached by a
 * client-side navigation and the code has not been loaded yet.
 */
export function deferredComponent<Props extends object>(
  importComponent: () => Promise<ComponentType<Props>>,
): DeferredComponent<Props> {
  const code = componentLoader(importComponent);
  codeLoaders.add(code.load);

  let demand = () => {};
  const demanded = new Promise<void>((resolve) => (demand = resolve));
  return {
    Component: lazy(() => {
      const loaded = code.loaded();
      return loaded ? resolvedModule(loaded) : demanded.then(code.load).then((component) => ({ default: component }));
    }),
    load: () => demand(),
  };
}

/** Loads the code of every deferred component registered so far (the server calls it before rendering). */
export async function preloadDeferredComponents(): Promise<void> {
  await Promise.all([...codeLoaders].map((load) => load()));
}
