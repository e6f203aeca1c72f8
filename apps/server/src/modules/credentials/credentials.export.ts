import type { Credential } from '@atrium/contract';
import type { ExportColumns } from '../../platform/c13s/define-object.ts';
import { joined, peopleNames, personName } from '../../platform/export/cells.ts';

/** The credentials list as a file: what the project was, for whom, when, and who was on it. */
export const credentialsExport: ExportColumns<Credential> = {
  project_code: {
    heading: { en: 'Project code', fr: 'Code projet' },
    cell: (credential) => credential.project_code,
  },
  name: { heading: { en: 'Name', fr: 'Nom' }, cell: (credential) => credential.name },
  client: { heading: { en: 'Client', fr: 'Client' }, cell: (credential) => credential.client },
  company: { heading: { en: 'Company', fr: 'Société' }, cell: (credential) => credential.company },
  start_date: { heading: { en: 'Start', fr: 'Début' }, cell: (credential) => credential.start_date },
  end_date: { heading: { en: 'End', fr: 'Fin' }, cell: (credential) => credential.end_date },
  sales_owner: {
    heading: { en: 'Sales owner', fr: 'Responsable commercial' },
    cell: (credential) => personName(credential.sales_owner),
  },
  credential_manager: {
    heading: { en: 'Credential manager', fr: 'Responsable de la référence' },
    cell: (credential) => personName(credential.credential_manager),
  },
  contributors: {
    heading: { en: 'Contributors', fr: 'Contributeurs' },
    cell: (credential) => peopleNames(credential.contributors.map(({ user }) => user)),
  },
  solutions: {
    heading: { en: 'Solutions', fr: 'Solutions' },
    cell: (credential) => joined(credential.solutions.map((solution) => solution.name)),
  },
  top: { heading: { en: 'Top', fr: 'Top' }, cell: (credential) => (credential.top ? 'yes' : 'no') },
  description: {
    heading: { en: 'Description', fr: 'Description' },
    cell: (credential) => credential.description,
  },
};
