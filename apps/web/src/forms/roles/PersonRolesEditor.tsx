import type { User } from '@atrium/contract';
import { Spinner } from '../../layout/Spinner';
import { isAssignableRole } from './assignableRoles';
import { PersonRolesForm } from './PersonRolesForm';
import { useUserRoles } from './userRolesApi';

/** The roles of one person, loaded from the server, as an editable form. */
export function PersonRolesEditor({ person, editable }: { person: User; editable: boolean }) {
  const roles = useUserRoles(person.id);
  if (roles.isPending) return <Spinner size={32} />;
  if (!roles.data) return null;
  // Keyed by person and answer so the draft restarts from the server's roles after each save.
  return (
    <PersonRolesForm
      key={`${person.id}:${roles.data.roles.join(',')}`}
      person={person}
      initial={roles.data.roles.filter(isAssignableRole)}
      editable={editable}
    />
  );
}
