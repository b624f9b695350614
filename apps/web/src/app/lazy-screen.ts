import { lazy, type ComponentType } from 'react';

/** A lazily loaded component that can also be asked to start loading before it renders. */
export type LazyScreen<P extends object = object> = ComponentType<P> & { preload: () => Promise<unknown> };

type Module<P> = { default: ComponentType<P> };

/**
 * Each screen and layout is its own chunk (docs/architecture.md, "Fast by construction"). The
 * router preloads every level of the matched route at once, so a screen inside the signed-in
 * layout loads beside the layout instead of after it.
 *
 * Once its code is here, the screen renders at once: React.lazy is handed a thenable that answers
 * straight away rather than a promise, which answers only after the render. A screen that
 * suspends, even for that moment, commits the loading fallback, and React holds back what replaces
 * a fallback for 300 ms.
 */
export function lazyScreen<P extends object>(load: () => Promise<ComponentType<P>>): LazyScreen<P> {
  let loaded: Module<P> | undefined;
  let loading: Promise<Module<P>> | undefined;
  const preload = () => (loading ??= load().then((component) => (loaded = { default: component })));
  const now: PromiseLike<Module<P>> = {
    then: (done, failed) => (loaded && done ? Promise.resolve(done(loaded)) : preload().then(done, failed)),
  } as PromiseLike<Module<P>>;
  return Object.assign(
    lazy(() => now as Promise<Module<P>>),
    { preload },
  ) as unknown as LazyScreen<P>;
}
