import { skipToken, useQuery } from '@tanstack/react-query';
import { assignmentsObject, type AvailabilityList, type PersonAvailability } from '@atrium/contract';
import { c13sKey, c13sPath } from '../../api/c13s';
import { http } from '../../api/http';

/**
 * The free share per week of the people given (`GET /staffing/availability?id=…`, at most 100 at
 * once: a page of cards), by person; people the viewer may not read are absent. Under the
 * assignments' key, so a write to an assignment reads them again.
 */
export function useAvailability(personIds: readonly string[]) {
  const ids = [...new Set(personIds)].sort();
  return useQuery({
    queryKey: [...c13sKey(assignmentsObject, 'view'), 'availability', ids],
    queryFn:
      ids.length === 0
        ? skipToken
        : ({ signal }) =>
            http.get<AvailabilityList>(c13sPath({ module: 'staffing', object: 'availability' }), {
              query: { id: ids },
              signal,
              notifyError: false,
            }),
    select: byPerson,
  });
}

/** Outside the hook: a new function each render would build a new map each render, and every card
 * shown with it would render again. */
const byPerson = (answer: AvailabilityList) =>
  new Map<string, PersonAvailability>(answer.data.map((person) => [person.user_id, person]));
