import type { ManagedPersonColumn } from '@atrium/contract';
import type { ExportColumns } from '../../platform/c13s/define-object.ts';
import { joined } from '../../platform/export/cells.ts';
import type { Cell } from '../../platform/export/table-export.ts';

type Heading = { en: string; fr: string };
type ManagedPersonCells = Record<string, unknown> & { first_name: string; last_name: string; email: string };

const text = (value: unknown): Cell =>
  typeof value === 'string' || typeof value === 'number' ? value : null;
const list = (value: unknown): Cell =>
  Array.isArray(value)
    ? joined(
        value.map((item: unknown) =>
          typeof item === 'string' ? item : String((item as { name: string }).name),
        ),
      )
    : null;

/** Each column's heading and how its cell is written; lists are joined, counts stay numbers. */
const COLUMNS: Record<ManagedPersonColumn, { heading: Heading; cell: (value: unknown) => Cell }> = {
  email: { heading: { en: 'Email', fr: 'E-mail' }, cell: text },
  grade: { heading: { en: 'Grade', fr: 'Grade' }, cell: text },
  position: { heading: { en: 'Position', fr: 'Poste' }, cell: text },
  business_unit: { heading: { en: 'Business unit', fr: 'Business unit' }, cell: text },
  business_line: { heading: { en: 'Business line', fr: 'Business line' }, cell: text },
  hub: { heading: { en: 'Hub', fr: 'Hub' }, cell: text },
  employment_type: { heading: { en: 'Type', fr: 'Type' }, cell: text },
  arrival_date: { heading: { en: 'Arrival', fr: 'Arrivée' }, cell: text },
  last_sign_in_at: { heading: { en: 'Last sign-in', fr: 'Dernière connexion' }, cell: text },
  technical_skills: { heading: { en: 'Technical skills', fr: 'Compétences techniques' }, cell: list },
  sectorial_skills: { heading: { en: 'Sector skills', fr: 'Compétences sectorielles' }, cell: list },
  languages: { heading: { en: 'Languages', fr: 'Langues' }, cell: list },
  credentials: { heading: { en: 'Credentials', fr: 'Références' }, cell: text },
  top_solutions: { heading: { en: 'Top solutions', fr: 'Top solutions' }, cell: text },
  resumes: { heading: { en: 'Resumes', fr: 'CV' }, cell: text },
  completion_rate: { heading: { en: 'Profile completion (%)', fr: 'Complétude du profil (%)' }, cell: text },
  completion_missing: { heading: { en: 'Missing fields', fr: 'Champs manquants' }, cell: list },
  groups: { heading: { en: 'Groups', fr: 'Groupes' }, cell: list },
};

/** A tool's people as a file: the name, the address, then the tool's own columns in its order. */
export function managedPeopleExport(
  columns: readonly ManagedPersonColumn[],
): ExportColumns<ManagedPersonCells> {
  return {
    last_name: { heading: { en: 'Last name', fr: 'Nom' }, cell: (person) => person.last_name },
    first_name: { heading: { en: 'First name', fr: 'Prénom' }, cell: (person) => person.first_name },
    ...Object.fromEntries(
      (['email', ...columns] as const).map((column) => [
        column,
        {
          heading: COLUMNS[column].heading,
          cell: (person: ManagedPersonCells) => COLUMNS[column].cell(person[column]),
        },
      ]),
    ),
  };
}
