import { matchRoutes, Navigate, useRoutes } from 'react-router';
import { sendOpeningRequests } from './api/openingRequests';
import { serverRenderedState } from './api/serverRendering';
import { SignedInLayout } from './layout/SignedInLayout';
import { APP_ROUTES, MENU_CONDITIONS, ReportIssueDialog } from './routes';

const SIGNED_IN_ROUTES = [
  {
    element: (
      <SignedInLayout routes={APP_ROUTES} conditions={MENU_CONDITIONS} ReportDialog={ReportIssueDialog} />
    ),
    children: APP_ROUTES.map(({ path, screen: Screen }) => ({ path, element: <Screen /> })),
  },
  { path: '/', element: <Navigate to="/home" replace /> },
  { path: '*', element: <Navigate to="/home" replace /> },
];

// The screen at the address the app opened on starts loading with this table, and the session's
// first requests leave, rather than once the layout has rendered: a round trip fewer before it shows.
// Not on the server, nor in a page the server rendered (its answers are in the page).
if (typeof window !== 'undefined' && !serverRenderedState()) {
  preloadSignedInScreen(window.location);
  sendOpeningRequests();
}

/** Starts loading the signed-in screen of `location` (a page the server rendered hydrates with it). */
export function preloadSignedInScreen(location: { pathname: string }): Promise<void> {
  return (
    matchRoutes([...APP_ROUTES], location)
      ?.at(-1)
      ?.route.screen.preload() ?? Promise.resolve()
  );
}

/** Every screen behind sign-in, in the protected layout; home for any other address. */
export function SignedInApp() {
  return useRoutes(SIGNED_IN_ROUTES);
}
