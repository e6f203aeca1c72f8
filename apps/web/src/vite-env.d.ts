/// <reference types="vite/client" />

interface WindowEventMap {
  /** Fired by Vite when a lazily imported chunk or its preload fails. */
  'vite:preloadError': Event & { payload?: unknown };
}
