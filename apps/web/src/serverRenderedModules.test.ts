import path from 'node:path';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SCREENS, serverRenderedModules } from './AppRoutes';
import type { ServerRenderedScreen } from './layout/AppRoute';
import { APP_ROUTES } from './routes';

const webRoot = path.resolve(import.meta.dirname, '..');
/** The module at a manifest key (`src/…`), as the app's own imports load it. */
const moduleAt = (key: string) => import(/* @vite-ignore */ path.join(webRoot, key));

describe('the modules a server-drawn page lists for the browser to fetch', () => {
  it('are the very modules its screens load', async () => {
    const named: { screen: { load: () => Promise<unknown> }; serverRendered: ServerRenderedScreen }[] = [
      ...APP_ROUTES.flatMap(({ screen, serverRendered }) =>
        serverRendered ? [{ screen, serverRendered }] : [],
      ),
      ...SCREENS.flatMap(({ Screen, serverRendered, module }) => [
        ...(serverRendered ? [{ screen: Screen, serverRendered }] : []),
        ...(module ? [{ screen: Screen, serverRendered: { module } }] : []),
      ]),
    ];
    expect(named.map(({ serverRendered }) => serverRendered.module)).toEqual([
      'src/features/home/HomePage.tsx',
      'src/features/whos-who/WhosWhoPage.tsx',
      'src/features/profile/ProfilePage.tsx',
      'src/features/a12n/LoginPage.tsx',
      'src/SignedInApp.tsx',
    ]);
    for (const { screen, serverRendered } of named) {
      expect(await screen.load(), serverRendered.module).toBe(await moduleAt(serverRendered.module));
      // A part is a module of the app (that the build lists is the journeys' to see, in the page).
      for (const part of serverRendered.parts ?? []) await expect(moduleAt(part), part).resolves.toBeTruthy();
    }
  });

  it('are the signed-in app and the screen on a signed-in page, the sign-in screen on the sign-in page', () => {
    const signedIn = (pathname: string) =>
      matchRoutes([...APP_ROUTES], pathname)?.at(-1)?.route.serverRendered;
    expect(serverRenderedModules('/profile/42', signedIn)).toEqual([
      'src/SignedInApp.tsx',
      'src/features/profile/ProfilePage.tsx',
    ]);
    expect(serverRenderedModules('/home', signedIn)).toEqual([
      'src/SignedInApp.tsx',
      'src/features/home/HomePage.tsx',
      'src/features/home/news/HomeNewsList.tsx',
      'src/features/home/wall/Wall.tsx',
    ]);
    expect(serverRenderedModules('/login', signedIn)).toEqual(['src/features/a12n/LoginPage.tsx']);
    expect(serverRenderedModules('/credentials', signedIn)).toBeUndefined();
    expect(serverRenderedModules('/logout', signedIn)).toBeUndefined();
  });
});
