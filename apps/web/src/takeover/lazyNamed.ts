import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { screenCodeLoaded } from './screenCode';

// React.lazy's own constraint: a component of any props.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyComponent = ComponentType<any>;

/** A lazy screen whose chunk can be asked for before React renders it. */
export type PreloadableLazy<Component extends AnyComponent> = LazyExoticComponent<Component> & {
  /**
   * Starts loading the chunk now (once); rendering the component later waits for the same load.
   * Resolves when it is loaded, or failed (left for the render to report).
   */
  preload: () => Promise<void>;
  /** The module, loaded once (a test checks which module a screen is). */
  load: () => Promise<unknown>;
};

/**
 * React.lazy for a named export (the codebase has no default exports), with `preload()`: a screen
 * known from the address alone starts loading beside the layout instead of after it has rendered,
 * one round trip fewer on a slow network. Once loaded, the screen renders at once, without
 * suspending: React reads a lazy component whose load calls back at once as already there, so a
 * page the server drew is taken over in one pass, and a click on a part not taken over yet is
 * answered (React then takes that part over at once). A chunk that failed to load can come back
 * empty when a preload-error listener handled it; that is turned into an error so the error
 * boundary offers a reload instead of React's obscure message.
 */
export function lazyNamed<Module extends Record<Name, AnyComponent>, Name extends string>(
  load: () => Promise<Module>,
  name: Name,
): PreloadableLazy<Module[Name]> {
  type Loaded = { default: Module[Name] };
  let moduleLoad: Promise<Module> | undefined;
  let loading: Promise<Loaded> | undefined;
  let loaded: Loaded | undefined;
  // After the code the server listed for its page, if any (screenCode.ts): it then runs chunk by chunk.
  const loadModule = () => (moduleLoad ??= screenCodeLoaded().then(load));
  const start = () =>
    (loading ??= loadModule().then((module: Module | undefined) => {
      const found = module?.[name];
      if (!found) throw new Error(`Could not load the screen ${name}`);
      return (loaded = { default: found });
    }));
  const component = lazy(() => {
    if (!loaded) return start();
    const done = loaded;
    // A thenable that calls back at once: React renders the component in this very pass. Typed as
    // the Promise React.lazy asks for, which it only ever calls `then` on.
    return { then: (resolve: (value: Loaded) => void) => resolve(done) } as unknown as Promise<Loaded>;
  });
  return Object.assign(component, {
    load: loadModule,
    // A failed preload is left for the render to report, through the error boundary.
    preload: () =>
      start().then(
        () => undefined,
        () => undefined,
      ),
  });
}
