import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

// React.lazy's own constraint: a component of any props.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyComponent = ComponentType<any>;

/** A lazy screen whose chunk can be asked for before React renders it. */
export type PreloadableLazy<Component extends AnyComponent> = LazyExoticComponent<Component> & {
  /** Starts loading the chunk now (once); rendering the component later waits for the same load. */
  preload: () => void;
  /** The module, loaded once (a test checks which module a screen is). */
  load: () => Promise<unknown>;
};

/**
 * React.lazy for a named export (the codebase has no default exports), with `preload()`: a screen
 * known from the address alone starts loading beside the layout instead of after it has rendered,
 * one round trip fewer on a slow network. A chunk that failed to load can come back empty when a
 * preload-error listener handled it; that is turned into an error so the error boundary offers a
 * reload instead of React's obscure message.
 */
export function lazyNamed<Module extends Record<Name, AnyComponent>, Name extends string>(
  load: () => Promise<Module>,
  name: Name,
): PreloadableLazy<Module[Name]> {
  let loading: Promise<Module> | undefined;
  const start = () => (loading ??= load());
  const component = lazy(async () => {
    const module = (await start()) as Module | undefined;
    const found = module?.[name];
    if (!found) throw new Error(`Could not load the screen ${name}`);
    return { default: found };
  });
  return Object.assign(component, {
    load: start,
    preload: () => {
      // A failed preload is left for the render to report, through the error boundary.
      start().catch(() => undefined);
    },
  });
}
