import { lazy, type ComponentType } from 'react';

/** A lazily loaded component that can also be asked to start loading before it renders. */
export type LazyScreen<P extends object = object> = ComponentType<P> & { preload: () => Promise<unknown> };

/**
 * Each screen and layout is its own chunk (docs/architecture.md, "Fast by construction"). The
 * router preloads every level of the matched route at once, so a screen inside the signed-in
 * layout loads beside the layout instead of after it.
 */
export function lazyScreen<P extends object>(load: () => Promise<ComponentType<P>>): LazyScreen<P> {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const preload = () => (loading ??= load().then((component) => ({ default: component })));
  return Object.assign(lazy(preload), { preload }) as unknown as LazyScreen<P>;
}
