import type { FieldValues, Resolver } from 'react-hook-form';

export type LazyResolver<Values extends FieldValues> = Resolver<Values> & {
  /** Starts loading now, e.g. when the form appears, so the first submit does not wait. */
  preload: () => Promise<unknown>;
};

/**
 * A react-hook-form resolver whose code loads on demand. The sign-in forms validate with the
 * contract's zod schemas; zod and the schemas weigh about a tenth of the login page's budget,
 * so they arrive just after the page is drawn instead of before.
 */
export function lazyResolver<Values extends FieldValues>(
  load: () => Promise<Resolver<Values>>,
): LazyResolver<Values> {
  let loading: Promise<Resolver<Values>> | undefined;
  const get = () => {
    // A failed load (network blip) may be tried again at the next submit.
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  const resolver: Resolver<Values> = async (values, context, options) =>
    (await get())(values, context, options);
  return Object.assign(resolver, { preload: get });
}
