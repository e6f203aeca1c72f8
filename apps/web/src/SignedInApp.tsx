import { Navigate, useRoutes } from 'react-router';
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

/** Every screen behind sign-in, in the protected layout; home for any other address. */
export function SignedInApp() {
  return useRoutes(SIGNED_IN_ROUTES);
}
