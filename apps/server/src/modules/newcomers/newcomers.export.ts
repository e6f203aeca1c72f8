import type { Newcomer } from '@atrium/contract';
import type { ExportColumns } from '../../platform/c13s/define-object.ts';
import { joined, personName } from '../../platform/export/cells.ts';

/** The newcomers list as a file: who arrives when, where, and with what to prepare. */
export const newcomersExport: ExportColumns<Newcomer> = {
  last_name: { heading: { en: 'Last name', fr: 'Nom' }, cell: (newcomer) => newcomer.last_name },
  first_name: { heading: { en: 'First name', fr: 'Prénom' }, cell: (newcomer) => newcomer.first_name },
  type: { heading: { en: 'Type', fr: 'Type' }, cell: (newcomer) => newcomer.type },
  email: { heading: { en: 'Email', fr: 'E-mail' }, cell: (newcomer) => newcomer.email },
  personal_email: {
    heading: { en: 'Personal email', fr: 'E-mail personnel' },
    cell: (newcomer) => newcomer.personal_email,
  },
  arrival_date: { heading: { en: 'Arrival', fr: 'Arrivée' }, cell: (newcomer) => newcomer.arrival_date },
  departure_date: { heading: { en: 'Departure', fr: 'Départ' }, cell: (newcomer) => newcomer.departure_date },
  business_line: {
    heading: { en: 'Business line', fr: 'Business line' },
    cell: (newcomer) => newcomer.business_line,
  },
  hub: { heading: { en: 'Hub', fr: 'Hub' }, cell: (newcomer) => newcomer.hub },
  secondary: {
    heading: { en: 'Other business lines and hubs', fr: 'Autres business lines et hubs' },
    cell: (newcomer) => joined([...newcomer.secondary_business_lines, ...newcomer.secondary_hubs]),
  },
  licence: { heading: { en: 'Licence', fr: 'Licence' }, cell: (newcomer) => newcomer.licence },
  status: { heading: { en: 'Status', fr: 'Statut' }, cell: (newcomer) => newcomer.status },
  added_by: {
    heading: { en: 'Added by', fr: 'Ajouté par' },
    cell: (newcomer) => personName(newcomer.added_by),
  },
};
