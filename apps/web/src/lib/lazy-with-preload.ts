import { createElement, lazy, useState, type ComponentType } from 'react';

export type PreloadableComponent<P extends object = object> = ComponentType<P> & { preload: () => Promise<unknown> };

/**
 * React.lazy with a `preload()`. React.lazy suspends on its first render even when the
 * module is already in the browser: its promise settles a microtask later. For a screen
 * that was preloaded, that one suspended render paints the frame without the screen: the
 * footer shows at the bottom, then jumps down when the screen arrives (a layout shift).
 * Once the module is loaded, this component renders it directly instead.
 *
 * A failed download (offline) reaches the nearest error boundary (ScreenErrorBoundary), and the
 * next time the screen is opened it is downloaded again: a lazy component keeps its first
 * failure for good, so each mount after a failure gets a fresh one.
 */
export function lazyWithPreload<P extends object = object>(load: () => Promise<ComponentType<P>>): PreloadableComponent<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  let failed = false;
  const preload = () => {
    pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        pending = undefined;
        failed = true;
        throw error;
      },
    );
    return pending;
  };
  const makeLazy = () => lazy(async () => ({ default: await preload() }));
  let Lazy = makeLazy();
  const Preloadable = (props: P) => {
    // Chosen when the screen mounts and kept while it is mounted: a render after the failure must
    // throw it to the boundary, not start another download (that would retry without end).
    const [Mounted] = useState(() => {
      if (failed) {
        failed = false;
        Lazy = makeLazy();
      }
      return Lazy;
    });
    // The lazy component only ever commits its fallback: by the time its promise settles,
    // `loaded` is set and the component renders directly, so switching types loses no state.
    return createElement(loaded ?? (Mounted as ComponentType<P>), props);
  };
  return Object.assign(Preloadable, { preload });
}
