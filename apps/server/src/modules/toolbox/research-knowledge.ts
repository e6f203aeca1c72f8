import { readSkillYears } from '../research/skill-years.ts';
import { noSkillKnowledge, type SkillKnowledge } from './skill-knowledge.ts';

/** Years per skill from advanced research's `person_skill_years` (months, kept on every write), in years to one decimal. */
export const researchSkillKnowledge: SkillKnowledge = {
  ...noSkillKnowledge,
  async yearsOf(db, userIds) {
    const byPerson = await readSkillYears(db, userIds);
    return new Map(
      [...byPerson].map(([userId, skills]) => [
        userId,
        new Map(skills.map(({ skill, months }) => [skill, Math.round((months / 12) * 10) / 10])),
      ]),
    );
  },
};
