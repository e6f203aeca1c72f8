import type { Group } from '@atrium/contract';
import type { ExportColumns } from '../../platform/c13s/define-object.ts';
import { joined, peopleNames } from '../../platform/export/cells.ts';

/** Teams and guilds as a file: who leads them, who is in them, what they offer. */
export const groupsExport: ExportColumns<Group> = {
  name: { heading: { en: 'Name', fr: 'Nom' }, cell: (group) => group.name },
  type: { heading: { en: 'Type', fr: 'Type' }, cell: (group) => group.type },
  code_name: { heading: { en: 'Code name', fr: 'Nom de code' }, cell: (group) => group.code_name },
  leaders: { heading: { en: 'Leaders', fr: 'Responsables' }, cell: (group) => peopleNames(group.leaders) },
  members: { heading: { en: 'Members', fr: 'Membres' }, cell: (group) => peopleNames(group.members) },
  member_count: {
    heading: { en: 'Member count', fr: 'Nombre de membres' },
    // The overview's and the group page's figure (group-headcount.ts), not every place.
    cell: (group) => group.active_members,
  },
  solutions: { heading: { en: 'Solutions', fr: 'Solutions' }, cell: (group) => joined(group.solutions) },
  target_markets: {
    heading: { en: 'Target markets', fr: 'Marchés cibles' },
    cell: (group) => joined(group.target_markets),
  },
  description: { heading: { en: 'Description', fr: 'Description' }, cell: (group) => group.description },
};
