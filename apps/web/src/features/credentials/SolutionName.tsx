import type { Solution } from '@atrium/contract';
import { useById } from '../../api/queries';

/** A solution's name from its id, for the solution facet. */
export function SolutionName({ id }: { id: string }) {
  const solution = useById<Solution>('cv_library', 'solutions', id, {}, { notifyError: false });
  return <>{solution.data?.name ?? '…'}</>;
}
