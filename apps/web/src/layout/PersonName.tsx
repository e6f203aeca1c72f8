import { usersObject } from '@atrium/contract';
import { useById } from '../api/queries';

/** A person's name from their id, e.g. in facets that count people by id. */
export function PersonName({ id }: { id: string }) {
  const person = useById(usersObject, id, {}, { notifyError: false });
  return <>{person.data ? `${person.data.first_name} ${person.data.last_name}` : '…'}</>;
}
