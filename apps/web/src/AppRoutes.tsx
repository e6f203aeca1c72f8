import { useRoutes } from 'react-router';
import { ROUTE_OBJECTS } from './routes';

/** Renders the route table of routes.tsx. */
export function AppRoutes() {
  return useRoutes(ROUTE_OBJECTS);
}
