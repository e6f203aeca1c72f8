import type { MentorSkillLevel } from '@atrium/contract';

/** What a skill both want and offer adds to a pair's fit, and what the mentor's level adds to it. */
const SHARED_SKILL = 25;
const LEVEL_BONUS: Record<MentorSkillLevel, number> = { intermediate: 0, advanced: 5, expert: 10 };
/** The solver's fit scale (FIT_MAX of matching/solve-matching.ts). */
const FIT_CEILING = 100;

const fold = (skill: string) => skill.trim().toLocaleLowerCase();

/**
 * How well a mentor's offer meets what a mentee wants to grow, 0–100: each skill in both counts,
 * more when the mentor is advanced or expert in it. Only a tie-break between equally good choices.
 */
export function skillFit(
  wanted: readonly string[],
  mentor: { skills: readonly string[]; skill_levels: Record<string, MentorSkillLevel> },
): number {
  const levels = new Map(mentor.skills.map((skill) => [fold(skill), mentor.skill_levels[skill]]));
  let fit = 0;
  for (const skill of new Set(wanted.map(fold))) {
    if (!levels.has(skill)) continue;
    const level = levels.get(skill);
    fit += SHARED_SKILL + (level ? LEVEL_BONUS[level] : 0);
  }
  return Math.min(FIT_CEILING, fit);
}
