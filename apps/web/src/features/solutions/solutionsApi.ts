import type { SolutionInput } from '@atrium/contract';

export const SOLUTIONS_PAGE_SIZE = 12;

/** SPEC.md §2: the catalogue's page is part of its address, `/solutions-page={n}`. */
export const solutionsListPath = (page: number) => (page <= 1 ? '/solutions' : `/solutions-page=${page}`);

/** `/solutions-page=3` → 3; anything else → undefined. */
export function pageFromSegment(segment: string | undefined): number | undefined {
  const match = /^solutions-page=(\d{1,4})$/.exec(segment ?? '');
  const page = match ? Number(match[1]) : NaN;
  return page >= 1 ? page : undefined;
}

export const solutionPath = (id: string, top: boolean) => (top ? `/top-solution/${id}` : `/solution/${id}`);

/** What the edit dialog starts from: a solution's fields, or a blank one. */
export type SolutionForm = Required<Omit<SolutionInput, 'owners'>> & {
  owners: { id: string; first_name: string; last_name: string }[];
};
