import { solutionsObject } from '@atrium/contract';
import { useById } from '../../api/queries';

/** A solution's name from its id, for the solution facet. */
export function SolutionName({ id }: { id: string }) {
  const solution = useById(solutionsObject, id, {}, { notifyError: false });
  return <>{solution.data?.name ?? '…'}</>;
}
