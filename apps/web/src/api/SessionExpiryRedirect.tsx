import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { setSessionExpiredHandler } from './http';
import { loginPath } from './loginPath';

/** Plugs the router into the http client: a session that cannot be renewed goes to sign in, then back. */
export function SessionExpiryRedirect() {
  const navigate = useNavigate();
  const location = useLocation();
  // The handler reads the location when it fires, not when it was installed.
  const here = useRef(location);
  useEffect(() => {
    here.current = location;
  }, [location]);

  useEffect(() => {
    setSessionExpiredHandler(() => {
      const { pathname, search, hash } = here.current;
      if (pathname.startsWith('/login') || pathname === '/logout') return;
      void navigate(loginPath(`${pathname}${search}${hash}`), { replace: true });
    });
  }, [navigate]);

  return null;
}
