import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

// React.lazy's own constraint: a component of any props.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyComponent = ComponentType<any>;

/**
 * React.lazy for a named export (the codebase has no default exports). A chunk that failed to
 * load can come back empty when a preload-error listener handled it; that is turned into an
 * error so the error boundary offers a reload instead of React's obscure message.
 */
export function lazyNamed<Module extends Record<Name, AnyComponent>, Name extends string>(
  load: () => Promise<Module>,
  name: Name,
): LazyExoticComponent<Module[Name]> {
  return lazy(async () => {
    const module = (await load()) as Module | undefined;
    const component = module?.[name];
    if (!component) throw new Error(`Could not load the screen ${name}`);
    return { default: component };
  });
}
