import type { Plugin } from 'vite';

/**
 * The contract's modules only declare schemas and constants, but a bundler must assume that
 * top-level calls like `z.object(…)` have side effects and keep every module imported through
 * the package's index. Declaring them side-effect free lets a page keep only the modules it
 * uses: the login page needs MESSAGES, not the users schemas (nor all of zod with them).
 * `"sideEffects": false` in packages/contract/package.json would say the same for every tool.
 */
export function pureContract(): Plugin {
  return {
    name: 'atrium-pure-contract',
    transform(code, id) {
      if (!/[\\/]packages[\\/]contract[\\/]src[\\/]/.test(id)) return null;
      return { code, map: null, moduleSideEffects: false };
    },
  };
}
