import { useState } from 'react';
import { SolutionsList } from './SolutionsList';

/** `/top-solutions`: the flagged subset, under the 'Top Solutions' header. */
export function TopSolutionsPage() {
  const [page, setPage] = useState(1);
  return <SolutionsList top page={page} onPage={setPage} />;
}
