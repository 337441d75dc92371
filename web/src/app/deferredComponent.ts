import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

type Loader = () => Promise<unknown>;

/** Every deferred component's loader, so the server can load them all before rendering. */
const loaders = new Set<Loader>();

/**
 * A module React.lazy reads without suspending: lazy calls `then` and, when the
 * callback runs at once, renders the component in the same pass.
 */
function resolvedModule<T>(value: T): Promise<{ default: T }> {
  const thenable = { then: (onFulfilled: (module: { default: T }) => unknown) => onFulfilled({ default: value }) };
  return thenable as unknown as Promise<{ default: T }>;
}

/**
 * A component whose code stays out of its page's first load: a widget below
 * the first screen that needs a library of its own (the featured carousel).
 *
 * The server renders it in full (preloadDeferredComponents() loads its code
 * before rendering). In the browser, React keeps the server's HTML for the
 * surrounding <Suspense> boundary while the code downloads and hydrates it
 * when it arrives; the boundary's fallback shows only on client-side
 * navigation, before the code has ever loaded.
 */
export function deferredComponent<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): LazyExoticComponent<ComponentType<Props>> {
  let loaded: ComponentType<Props> | null = null;
  const preload = async () => {
    loaded ??= await load();
    return loaded;
  };
  loaders.add(preload);
  return lazy(() => (loaded ? resolvedModule(loaded) : preload().then((component) => ({ default: component }))));
}

/** Loads the code of every deferred component registered so far (the server calls it before rendering). */
export async function preloadDeferredComponents(): Promise<void> {
  await Promise.all([...loaders].map((load) => load()));
}
