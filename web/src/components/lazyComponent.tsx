import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';

/**
 * Issue 14: a component whose code loads the first time it renders, not with the page that holds it. `preload` starts
 * that earlier (on hover or focus of what opens it), so it opens without a wait.
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const start = () => (loading ??= load().then((component) => ({ default: component })));
  return Object.assign(lazy(start), { preload: () => void start().catch(() => undefined) });
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
