import { Suspense, type ReactNode } from 'react';
import { matchRoutes, useRoutes, useSearchParams, type RouteObject } from 'react-router';
import type { ServerRenderedScreen } from './layout/AppRoute';
import { lazyNamed } from './takeover/lazyNamed';
import { ShellSpinner, Spinner } from './layout/Spinner';

const LoginPage = lazyNamed(() => import('./features/a12n/LoginPage'), 'LoginPage');
const ResetPasswordPage = lazyNamed(() => import('./features/a12n/ResetPasswordPage'), 'ResetPasswordPage');
const LogoutPage = lazyNamed(() => import('./features/a12n/LogoutPage'), 'LogoutPage');
const AccessLinkPage = lazyNamed(() => import('./features/a12n/AccessLinkPage'), 'AccessLinkPage');
// The signed-in screens and their route table are one lazy chunk: the sign-in page's entry
// carries neither their code nor their preload map.
const SignedInApp = lazyNamed(() => import('./SignedInApp'), 'SignedInApp');

const suspended = (node: ReactNode) => <Suspense fallback={<Spinner />}>{node}</Suspense>;

/** The public sign-in screens; everything else is the signed-in app's (SignedInApp). */
export const SCREENS = [
  // Drawn by the server (issue 34): the page a phone opens first shows its form before the scripts run.
  {
    path: '/login',
    Screen: LoginPage,
    fallback: <Spinner />,
    early: true,
    serverRendered: { module: 'src/features/a12n/LoginPage.tsx' },
  },
  {
    path: '/login/reset-password/:token/:email',
    Screen: ResetPasswordPage,
    fallback: <Spinner />,
    early: true,
  },
  { path: '/logout', Screen: LogoutPage, fallback: <Spinner />, early: true },
  // Not asked for early: the signed-in app's code is large, and evaluated before the first frame it
  // held back the spinner (Lighthouse, Who's who: first paint 2.5 → 3.7 s).
  {
    path: '*',
    Screen: SignedInApp,
    fallback: <ShellSpinner />,
    early: false,
    // Its screens say whether the server draws them (routes.tsx); this names the code they all run.
    module: 'src/SignedInApp.tsx',
  },
];
const openingScreen = (pathname: string) => matchRoutes(SCREENS, pathname)?.at(-1)?.route;

/** Whether the address opens the signed-in app (SignedInApp), not a sign-in screen. */
export const opensSignedInApp = (pathname: string): boolean =>
  openingScreen(pathname)?.Screen === SignedInApp;

/**
 * The modules the first screen at this address runs (the build's manifest keys), when the server
 * draws it: a sign-in screen that says so, or the signed-in app and the screen of routes.tsx that
 * says so (`signedInScreen` reads that table, which is not loaded with this one).
 */
export function serverRenderedModules(
  pathname: string,
  signedInScreen: (pathname: string) => ServerRenderedScreen | undefined,
): string[] | undefined {
  const opening = openingScreen(pathname);
  if (opening?.Screen === SignedInApp) {
    const screen = signedInScreen(pathname);
    return screen && opening.module ? [opening.module, screen.module, ...(screen.parts ?? [])] : undefined;
  }
  return opening?.serverRendered && [opening.serverRendered.module];
}

const ROUTE_OBJECTS: RouteObject[] = SCREENS.map(({ path, Screen, fallback }) => ({
  path,
  element: (
    <Suspense fallback={fallback}>
      <Screen />
    </Suspense>
  ),
}));

/**
 * The screen of the address the app opens on, asked for now, while the first frame is drawn,
 * instead of when that frame reaches it: its chunk arrives a render earlier on a slow phone. The
 * signed-in app is asked for only when `signedIn` (a page the server rendered signed in).
 */
export function preloadOpeningScreen(
  location: { pathname: string; search: string },
  signedIn = false,
): Promise<void> {
  const opening = openingScreen(location.pathname);
  if (new URLSearchParams(location.search).has('token')) return AccessLinkPage.preload();
  return (opening?.early || signedIn) && opening ? opening.Screen.preload() : Promise.resolve();
}

/** Renders the router's table; an address with a welcome link's token opens it first (SPEC §4). */
export function AppRoutes() {
  const routes = useRoutes(ROUTE_OBJECTS);
  const token = useSearchParams()[0].get('token');
  return token ? suspended(<AccessLinkPage token={token} />) : routes;
}
