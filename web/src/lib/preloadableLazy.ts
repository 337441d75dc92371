import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * A module React.lazy reads without suspending: lazy calls `then` and, when the
 * callback runs at once, renders the component in the same pass.
 */
export function resolvedModule<T>(value: T): Promise<{ default: T }> {
  const thenable = { then: (onFulfilled: (module: { default: T }) => unknown) => onFulfilled({ default: value }) };
  return thenable as unknown as Promise<{ default: T }>;
}

/** Imports a component at most once; `loaded()` has it once the import has finished. */
export function componentLoader<Props extends object>(importComponent: () => Promise<ComponentType<Props>>) {
  let loaded: ComponentType<Props> | null = null;
  let loading: Promise<ComponentType<Props>> | null = null;
  return {
    load: () =>
      (loading ??= importComponent().then((component) => {
        loaded = component;
        return component;
      })),
    loaded: () => loaded,
  };
}

export interface PreloadableComponent<Props extends object> {
  /** Suspends until its code is loaded, unless preload() has already finished. */
  Component: LazyExoticComponent<ComponentType<Props>>;
  /** Downloads the code; once it resolves, the component renders without suspending. */
  preload(): Promise<void>;
}

/**
 * React.lazy whose code can be loaded ahead of the first render: the server
 * loads the page a URL shows before rendering it, and the browser before
 * hydrating, so both render the same markup in one pass.
 */
export function preloadableLazy<Props extends object>(
  importComponent: () => Promise<ComponentType<Props>>,
): PreloadableComponent<Props> {
  const code = componentLoader(importComponent);
  return {
    Component: lazy(() => {
      const loaded = code.loaded();
      return loaded ? resolvedModule(loaded) : code.load().then((component) => ({ default: component }));
    }),
    preload: () => code.load().then(() => undefined),
  };
}
