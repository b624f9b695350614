import { useEffect, useState, type ComponentType, type ReactNode } from 'react';

/** A part of a page whose code loads apart, which can also be asked to start loading early. */
export type LazyPart<P extends object> = ComponentType<P> & { preload: () => Promise<ComponentType<P>> };

/**
 * A part of a page whose code is its own chunk, shown without a Suspense boundary: `fallback`
 * (nothing by default) until the code is here, then the part; once the code is here, at once.
 *
 * Why not React.lazy: a lazy component that waits, even for a moment, commits its boundary's
 * fallback, and React then holds back every loading fallback's replacement on the page for 300 ms
 * (docs/architecture.md, "Fast by construction"). A chunk that fails to load fails the part, which
 * the route's error boundary shows, as a lazy component's would.
 */
export function lazyPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode = null,
): LazyPart<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () =>
    (loading ??= load().then((component) => {
      loaded = component;
      return component;
    }));

  function Part(props: P) {
    const [component, setComponent] = useState<{ of?: ComponentType<P>; failed?: unknown }>(() => ({ of: loaded }));
    useEffect(() => {
      if (component.of) return;
      let live = true;
      preload().then(
        (of) => live && setComponent({ of }),
        (failed: unknown) => live && setComponent({ failed: failed ?? new Error('chunk') }),
      );
      return () => {
        live = false;
      };
    }, [component.of]);
    if (component.failed) throw component.failed;
    const Loaded = component.of;
    return Loaded ? <Loaded {...props} /> : fallback;
  }
  return Object.assign(Part, { preload });
}
