import { createElement, lazy, type ComponentType } from 'react';

export type PreloadableComponent<P extends object = object> = ComponentType<P> & { preload: () => Promise<unknown> };

/**
 * React.lazy with a `preload()`. React.lazy suspends on its first render even when the
 * module is already in the browser: its promise settles a microtask later. For a screen
 * that was preloaded, that one suspended render paints the frame without the screen: the
 * footer shows at the bottom, then jumps down when the screen arrives (a layout shift).
 * Once the module is loaded, this component renders it directly instead.
 */
export function lazyWithPreload<P extends object = object>(load: () => Promise<ComponentType<P>>): PreloadableComponent<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const preload = () => {
    pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        // A failed download (offline) may be tried again on the next render.
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  const Lazy = lazy(async () => ({ default: await preload() }));
  // The lazy component only ever commits its fallback: by the time its promise settles,
  // `loaded` is set and the component renders directly, so switching types loses no state.
  const Preloadable = (props: P) => createElement(loaded ?? (Lazy as ComponentType<P>), props);
  return Object.assign(Preloadable, { preload });
}
