import path from 'node:path';

/** What the bundler tells a code-splitting group's `name` function of the module graph. */
type ChunkingContext = { getModuleInfo(id: string): { importedIds: readonly string[] } | null };

type FirstScreens = {
  /** The entry module (`src/main.tsx`): what it imports stays in the entry chunk. */
  entry: string;
  /** The sign-in screen, the first page most visits open. */
  signIn: string;
  /** The signed-in layout, around every other screen. */
  signedIn: string;
  /** Modules loaded beside every screen (the snackbars): kept out of the sign-in chunk. */
  beside: string[];
};

/**
 * Code-splitting groups (`build.rolldownOptions.output.codeSplitting.groups`) for the first
 * screens. Left alone, the bundler cuts what they import into two dozen small chunks shared with
 * other screens (Button, Typography, InputBase, react-hook-form…), and small files compress worse
 * than one large file: about 8 KiB gzip more on the sign-in page. So:
 * - `common`: what both the sign-in screen and the signed-in layout import;
 * - `sign-in`: what only the sign-in screen imports (but the screen's module, a chunk of its own).
 *   Its dependencies are not pulled in with it (they are the entry's or `common`'s), or the router
 *   would move into it.
 */
export function firstScreenChunks(root: string, screens: FirstScreens) {
  const closures = new Map<string, Set<string>>();
  /** Every module `from` imports statically, however deep. */
  const closure = (ctx: ChunkingContext, from: string) => {
    const id = path.resolve(root, from);
    const known = closures.get(id);
    if (known) return known;
    const reached = new Set<string>();
    const queue = [id];
    for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
      if (reached.has(next)) continue;
      reached.add(next);
      queue.push(...(ctx.getModuleInfo(next)?.importedIds ?? []));
    }
    closures.set(id, reached);
    return reached;
  };
  const imports = (ctx: ChunkingContext, from: string, id: string) => closure(ctx, from).has(id);
  return [
    {
      name: (id: string, ctx: ChunkingContext) =>
        imports(ctx, screens.signIn, id) &&
        imports(ctx, screens.signedIn, id) &&
        !imports(ctx, screens.entry, id)
          ? 'common'
          : null,
    },
    {
      // The screen's own module stays its chunk, as every lazy screen's: the build's manifest names
      // it, and the server lists the code of the sign-in page it draws from there.
      name: (id: string, ctx: ChunkingContext) =>
        id !== path.resolve(root, screens.signIn) &&
        imports(ctx, screens.signIn, id) &&
        ![screens.entry, screens.signedIn, ...screens.beside].some((other) => imports(ctx, other, id))
          ? 'sign-in'
          : null,
      includeDependenciesRecursively: false,
    },
  ];
}
