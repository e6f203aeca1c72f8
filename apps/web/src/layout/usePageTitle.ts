import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { matchPath, useLocation } from 'react-router';
import type { AppRoute } from './AppRoute';

const APP_NAME = 'Atrium';

/**
 * The browser tab and the screen reader name the page: "Who's who search · Atrium" for a screen
 * of the menu, in the interface language; plain "Atrium" elsewhere.
 */
export function usePageTitle(routes: readonly AppRoute[]): void {
  const intl = useIntl();
  const { pathname } = useLocation();
  const label = routes.find((route) => route.menu && matchPath(route.path, pathname))?.menu?.label;
  const title = label ? `${intl.formatMessage(label)} · ${APP_NAME}` : APP_NAME;
  useEffect(() => {
    document.title = title;
  }, [title]);
}
