import type { CompletionDimension, CompletionPerson, CompletionRateRow } from '@atrium/contract';
import type { ExportTable } from '../../platform/export/table-export.ts';

/** How the files name a dimension: their headings are in English, like the API's. */
export const DIMENSION_NAMES: Record<CompletionDimension, string> = {
  business_unit: 'Business unit',
  business_line: 'Business line',
  hub: 'Hub',
  group: 'Group',
  grade: 'Grade',
};
export const NOT_SET = 'Not set';

const percent = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 1000) / 10);

export function ratesTable(by: CompletionDimension, rows: CompletionRateRow[]): ExportTable {
  return {
    sheet: `Rates by ${DIMENSION_NAMES[by].toLowerCase()}`,
    headers: [DIMENSION_NAMES[by], 'People', 'Average rate (%)', 'Complete', 'Complete (%)'],
    rows: rows.map((row) => [
      row.label ?? NOT_SET,
      row.people,
      row.average_rate,
      row.complete,
      percent(row.complete, row.people),
    ]),
  };
}

export function peopleTable(label: string, people: CompletionPerson[]): ExportTable {
  return {
    sheet: label,
    headers: ['Last name', 'First name', 'Job title', 'Rate (%)', 'Complete', 'Missing fields'],
    rows: people.map((person) => [
      person.last_name,
      person.first_name,
      person.job_title,
      person.completion_rate,
      person.completion_state === 'complete' ? 'yes' : 'no',
      person.completion_missing.join(', '),
    ]),
  };
}

/** `completion-rates-business-unit-2026-11-25`: what, by what, and as of when. */
export function exportName(...parts: string[]): string {
  const today = new Date().toISOString().slice(0, 10);
  return [...parts, today]
    .map((part) =>
      part
        .trim()
        .toLowerCase()
        .replace(/[\s_/\\:*?"<>|]+/g, '-'),
    )
    .filter(Boolean)
    .join('-');
}
