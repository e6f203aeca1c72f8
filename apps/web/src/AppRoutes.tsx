import { Suspense, type ReactNode } from 'react';
import { useRoutes, useSearchParams, type RouteObject } from 'react-router';
import { lazyNamed } from './layout/lazyNamed';
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
const ROUTE_OBJECTS: RouteObject[] = [
  { path: '/login', element: suspended(<LoginPage />) },
  { path: '/login/reset-password/:token/:email', element: suspended(<ResetPasswordPage />) },
  { path: '/logout', element: suspended(<LogoutPage />) },
  {
    path: '*',
    element: (
      <Suspense fallback={<ShellSpinner />}>
        <SignedInApp />
      </Suspense>
    ),
  },
];

/** Renders the router's table; an address with a welcome link's token opens it first (SPEC §4). */
export function AppRoutes() {
  const routes = useRoutes(ROUTE_OBJECTS);
  const token = useSearchParams()[0].get('token');
  return token ? suspended(<AccessLinkPage token={token} />) : routes;
}
