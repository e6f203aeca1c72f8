import { SolutionsList } from './SolutionsList';

/** `/top-solutions`: the flagged subset, under the 'Top Solutions' header. */
export function TopSolutionsPage() {
  return <SolutionsList top />;
}
