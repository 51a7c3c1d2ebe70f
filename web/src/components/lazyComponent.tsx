import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';

/**
 * A component whose code loads the first time it renders, not with the page that holds it. `preload` starts
 * that earlier (on hover or focus of what opens it), so it opens without a wait; `load` is the same as a promise.
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const start = () =>
    (loading ??= load().then((component) => {
      loaded = component;
      return { default: component };
    }));
  const Lazy = lazy(start);
  // Once its code is there (preloaded, or shown before), it renders at once rather than through a round of Suspense.
  function LazyComponent(props: P) {
    const Component = (loaded ?? Lazy) as ComponentType<P>;
    return <Component {...props} />;
  }
  return Object.assign(LazyComponent, {
    preload: () => void start().catch(() => undefined),
    load: () => start().then(() => undefined),
  });
}

/**
 * Renders `children` (a lazy dialog or menu) from the first time `open` is true on: a page that is never asked for it
 * loads none of its code, and once there it stays mounted, so it closes with its transition and keeps its state.
 */
export function OnceOpened({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened ? <Suspense fallback={null}>{children}</Suspense> : null;
}
