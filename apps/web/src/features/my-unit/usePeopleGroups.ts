import { groupsObject, type RecordOf } from '@atrium/contract';
import { useSearch } from '../../api/queries';

type Group = RecordOf<typeof groupsObject>;

/** Whether the person is in the group, whatever their place (leader, steerco, member). */
const isIn = (group: Group, id: string) =>
  group.leaders.some((person) => person.id === id) ||
  group.steerco.some((person) => person.id === id) ||
  group.members.some((person) => person.id === id);

/** The groups of a page of people, in one request (`member=` each of them): a lookup by person. */
export function usePeopleGroups(ids: readonly string[]): (id: string) => Group[] {
  const groups = useSearch(groupsObject, { member: [...ids], size: 100 }, { enabled: ids.length > 0 });
  return (id) => (groups.data?.data ?? []).filter((group) => isIn(group, id));
}
