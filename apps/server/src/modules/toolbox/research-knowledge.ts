import { eq } from 'drizzle-orm';
import { tagAliases, tags } from '../people/people.tables.ts';
import { readSkillYears } from '../research/skill-years.ts';
import type { SkillKnowledge } from './skill-knowledge.ts';

/**
 * What advanced research knows: months per skill from `person_skill_years` (kept on every write),
 * and the tag aliases managed in Tags management.
 */
export const researchSkillKnowledge: SkillKnowledge = {
  aliases: (db) =>
    db
      .select({ type: tags.type, name: tags.name, alias: tagAliases.alias })
      .from(tagAliases)
      .innerJoin(tags, eq(tags.id, tagAliases.tag_id)),
  async monthsOf(db, userIds) {
    const byPerson = await readSkillYears(db, userIds);
    return new Map(
      [...byPerson].map(([userId, skills]) => [
        userId,
        new Map(skills.map(({ skill, months }) => [skill, months])),
      ]),
    );
  },
};
