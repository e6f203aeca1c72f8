import type { Solution } from '@atrium/contract';
import type { ExportColumns } from '../../platform/c13s/define-object.ts';
import { joined, peopleNames } from '../../platform/export/cells.ts';

/** The solutions catalogue as a file. */
export const solutionsExport: ExportColumns<Solution> = {
  name: { heading: { en: 'Name', fr: 'Nom' }, cell: (solution) => solution.name },
  summary: { heading: { en: 'Summary', fr: 'Résumé' }, cell: (solution) => solution.summary },
  owners: { heading: { en: 'Owners', fr: 'Responsables' }, cell: (solution) => peopleNames(solution.owners) },
  scope: { heading: { en: 'Scope', fr: 'Périmètre' }, cell: (solution) => solution.scope },
  markets: { heading: { en: 'Markets', fr: 'Marchés' }, cell: (solution) => joined(solution.markets) },
  tags: { heading: { en: 'Tags', fr: 'Tags' }, cell: (solution) => joined(solution.tags) },
  top: { heading: { en: 'Top', fr: 'Top' }, cell: (solution) => (solution.top ? 'yes' : 'no') },
  updated_at: {
    heading: { en: 'Updated', fr: 'Mis à jour' },
    cell: (solution) => solution.updated_at.slice(0, 10),
  },
};
