import { Suspense, useDeferredValue, useMemo, useState, type ComponentType } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Alert from '@mui/material/Alert';
import { usersObject } from '@atrium/contract';
import { FormattedMessage } from 'react-intl';
import { Navigate, Outlet, useLocation } from 'react-router';
import { loginPath } from '../api/loginPath';
import { useSelf } from '../api/queries';
import { usePermissions } from '../api/usePermissions';
import { CONTENT_PADDING, HEADER_HEIGHT } from '../theme/tokens';
import type { AppRoute } from './AppRoute';
import { ErrorBoundary } from './ErrorBoundary';
import { Footer } from './Footer';
import { Header } from './Header';
import { layoutMessages } from './layoutMessages';
import {
  canVisit,
  conditionFor,
  needsLeaderCheck,
  type ConditionContext,
  type PathCondition,
} from './menuConditions';
import { NotAllowed } from './NotAllowed';
import { isRestricted, RESTRICTED_PROFILE_PATH, restrictedAllows } from './restrictedAccess';
import { Sidebar } from './Sidebar';
import { SkipLink } from './SkipLink';
import { ShellSpinner, Spinner } from './Spinner';
import { useIsLeader } from './useIsLeader';
import { useHeadingFocus } from './useHeadingFocus';
import { usePageTitle } from './usePageTitle';
import { useUserLanguageSync } from './useUserLanguageSync';
import { useUserThemeSync } from './useUserThemeSync';

export type ReportDialogProps = { open: boolean; onClose: () => void };

export type ProtectedLayoutProps = {
  /** The protected routes; those with a `menu` make the side menu. */
  routes: readonly AppRoute[];
  /** Menu conditions by path, first match wins (SPEC.md §2). */
  conditions: readonly PathCondition[];
  /** The issue report dialog, owned by its feature. */
  ReportDialog: ComponentType<ReportDialogProps>;
};

/** Every protected screen sits in here: session check, header, side menu, footer, route guard. */
export function ProtectedLayout({ routes, conditions, ReportDialog }: ProtectedLayoutProps) {
  const location = useLocation();
  const access = usePermissions();
  const self = useSelf(usersObject, {}, { notifyError: false, enabled: !access.unauthenticated });
  const [mobileOpen, setMobileOpen] = useState(false);
  const [reporting, setReporting] = useState(false);
  // The shell (header, menus, the screen) is most of a first visit's rendering: done in a
  // transition, sliced into short tasks, once the permissions are known, the spinner staying
  // until then; one long task otherwise, during which a phone answers no tap.
  // Known at once (a page the server rendered, this device's cache), nothing is deferred.
  const [knownAtMount] = useState(() => access.permissions !== undefined);
  const shellReady = useDeferredValue(access.permissions !== undefined, knownAtMount);
  useUserThemeSync(self.data?.theme);
  useUserLanguageSync(self.data);
  usePageTitle(routes);
  useHeadingFocus('main');

  const restricted = isRestricted(access.permissions?.roles ?? []);
  // Restricted access has no menu to fill, so no leader to look for (SPEC §6).
  const isLeader = useIsLeader(self.data?.id, needsLeaderCheck(conditions) && !restricted, location.pathname);
  const context = useMemo<ConditionContext>(
    () => ({
      roles: access.permissions?.roles ?? [],
      implicitPermissions: access.permissions?.implicit_permissions ?? [],
      isLeader,
    }),
    [access.permissions, isLeader],
  );
  const menu = useMemo(
    () =>
      restricted ? [] : routes.filter((route) => route.menu && canVisit(route.path, conditions, context)),
    [restricted, routes, conditions, context],
  );

  if (access.unauthenticated) {
    return <Navigate to={loginPath(`${location.pathname}${location.search}${location.hash}`)} replace />;
  }
  if (!access.permissions) {
    if (!access.error) return <ShellSpinner />;
    return (
      <Box sx={{ p: 3 }}>
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => void access.refetch()}>
              <FormattedMessage {...layoutMessages.retry} />
            </Button>
          }
        >
          <FormattedMessage {...layoutMessages.loadFailed} />
        </Alert>
      </Box>
    );
  }

  if (!shellReady) return <ShellSpinner />;
  // Which resumes page is theirs is known once their record is.
  if (restricted && self.isPending) return <ShellSpinner withMenu={false} />;
  if (restricted && !restrictedAllows(location.pathname, self.data?.id)) {
    return <Navigate to={RESTRICTED_PROFILE_PATH} replace />;
  }

  const condition = conditionFor(location.pathname, conditions);
  const allowed = canVisit(location.pathname, conditions, context);
  // A "no" from the device's cache, or while the leader lookup runs, waits for the server's word.
  const deciding =
    !allowed && (!access.confirmed || (condition?.type === 'leader' && isLeader === undefined));

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <SkipLink />
      <Header
        self={self.data}
        onOpenMenu={() => setMobileOpen(true)}
        onReportIssue={() => setReporting(true)}
        restricted={restricted}
      />
      {!restricted && (
        <Sidebar entries={menu} mobileOpen={mobileOpen} onMobileClose={() => setMobileOpen(false)} />
      )}
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', pt: `${HEADER_HEIGHT}px` }}>
        <Box
          component="main"
          id="main"
          // Reachable by the skip link, not by Tab.
          tabIndex={-1}
          sx={{
            outline: 'none',
            flex: 1,
            p: `${CONTENT_PADDING}px`,
            // The footer starts below the fold, never at the bottom of a page still loading: there
            // it would be pushed down when the page's content arrives, a layout shift on every visit.
            minHeight: `calc(100vh - ${HEADER_HEIGHT}px)`,
          }}
        >
          <ErrorBoundary key={location.pathname}>
            <Suspense fallback={<Spinner />}>
              {deciding ? <Spinner /> : allowed ? <Outlet /> : <NotAllowed />}
            </Suspense>
          </ErrorBoundary>
        </Box>
        <Footer />
      </Box>
      {reporting && (
        <Suspense fallback={null}>
          <ReportDialog open={reporting} onClose={() => setReporting(false)} />
        </Suspense>
      )}
    </Box>
  );
}
