/** An assignment as the overbooking rule reads it: its period (end null: open-ended) and share. */
export type BookedPeriod = { start_date: string; end_date: string | null; allocation: number };

const ends = (period: BookedPeriod) => period.end_date ?? '9999-12-31';

/**
 * The confirmed assignment that `candidate` would overbook, if any: on some day of the candidate's
 * period, the candidate and the confirmed assignments running that day would add up to more than
 * 100 %. The load only rises where a period starts, so those days are the only ones to check. Of
 * the assignments running on the first such day, the largest is named.
 */
export function overbookedBy<T extends BookedPeriod>(
  candidate: BookedPeriod,
  confirmed: readonly T[],
): T | null {
  const overlapping = confirmed.filter(
    (other) => other.start_date <= ends(candidate) && ends(other) >= candidate.start_date,
  );
  const days = [candidate.start_date, ...overlapping.map((other) => other.start_date)]
    .filter((day) => day >= candidate.start_date && day <= ends(candidate))
    .sort();
  for (const day of days) {
    const running = overlapping.filter((other) => other.start_date <= day && ends(other) >= day);
    const load = running.reduce((sum, other) => sum + other.allocation, candidate.allocation);
    if (load > 100) return running.sort((a, b) => b.allocation - a.allocation)[0]!;
  }
  return null;
}
