import { Navigate, useParams } from 'react-router';
import { SolutionsList } from './SolutionsList';
import { pageFromSegment, solutionsListPath } from './solutionsApi';

/**
 * `/solutions` and `/solutions-page={n}`: the page number is part of the address (React Router
 * has no partial segments, so the numbered form arrives as one `:listPage` segment).
 */
export function SolutionsPage() {
  const { listPage } = useParams();
  const page = listPage === undefined ? 1 : pageFromSegment(listPage);
  if (page === undefined) return <Navigate to="/home" replace />;
  return <SolutionsList top={false} pagePath={solutionsListPath} pathPage={page} />;
}
