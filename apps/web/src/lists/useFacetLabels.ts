import type { AnyObjectDeclaration, RecordOf } from '@atrium/contract';
import { useSearch } from '../api/queries';
import { facetValuesShown } from '../layout/FacetChips';

/**
 * The labels of a facet whose values are ids (owners, solutions): the records behind the chips
 * it shows, in one request (`?id=…&id=…`), not one per chip. '…' until they arrive.
 */
export function useFacetLabels<D extends AnyObjectDeclaration>(
  object: D,
  counts: Record<string, number> | undefined,
  selected: readonly string[],
  label: (record: RecordOf<D>) => string,
): (id: string) => string {
  const ids = facetValuesShown(counts, selected);
  const records = useSearch<D, RecordOf<D>>(
    object,
    { id: ids, size: Math.max(ids.length, 1) },
    { enabled: ids.length > 0, notifyError: false },
  );
  const labels = new Map((records.data?.data ?? []).map((record) => [record.id as string, label(record)]));
  return (id) => labels.get(id) ?? '…';
}
