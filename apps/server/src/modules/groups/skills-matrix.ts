import { SKILLS_MATRIX_SKILLS_MAX, type GroupSkillsMatrix, type SkillMatrixLevel } from '@atrium/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import { personRefColumns } from '../../platform/users/person-refs.ts';
import { users } from '../../platform/users/users.tables.ts';
import { groupMemberships } from './groups.tables.ts';

type Kind = GroupSkillsMatrix['skills'][number]['kind'];
type Person = {
  technical_skills: string[];
  sectorial_skills: string[];
  mentoring_skills: string[];
  learning_skills: string[];
};

/** Skills compared as their tags are: whatever the case. */
const fold = (skill: string) => skill.toLocaleLowerCase();

/**
 * The group's most common top skills among its people, most held first (then by name), at most
 * `SKILLS_MATRIX_SKILLS_MAX`; each spelled as the first person listing it spells it.
 */
export function commonTopSkills(people: readonly Person[]): GroupSkillsMatrix['skills'] {
  const counts = new Map<string, { name: string; kind: Kind; people: number }>();
  for (const person of people) {
    const own = new Map<string, { name: string; kind: Kind }>();
    for (const name of person.sectorial_skills) own.set(fold(name), { name, kind: 'sectorial' });
    for (const name of person.technical_skills) own.set(fold(name), { name, kind: 'technical' });
    for (const [key, skill] of own) {
      const counted = counts.get(key) ?? { ...skill, people: 0 };
      counted.people += 1;
      counts.set(key, counted);
    }
  }
  return [...counts.values()]
    .sort((a, b) => b.people - a.people || a.name.localeCompare(b.name))
    .slice(0, SKILLS_MATRIX_SKILLS_MAX);
}

/** A person's level in a skill, from their profile: can mentor, top skill, wants to learn, none. */
export function levelOf(person: Person, skill: string): SkillMatrixLevel {
  const has = (list: readonly string[]) => list.some((name) => fold(name) === fold(skill));
  if (has(person.mentoring_skills)) return 'mentor';
  if (has(person.technical_skills) || has(person.sectorial_skills)) return 'top';
  return has(person.learning_skills) ? 'learning' : 'none';
}

/** Leaders, then steerco, then members, each in the group's order. */
const ROLE_ORDER = sql`case ${groupMemberships.role} when 'leader' then 0 when 'steerco' then 1 else 2 end`;

/**
 * The skills matrix of a group the caller may read (checked before): its active people who have
 * not left, × their most common top skills, with each one's level.
 */
export async function groupSkillsMatrix(db: DbOrTx, groupId: string): Promise<GroupSkillsMatrix> {
  const people = await db
    .select({
      ...personRefColumns,
      technical_skills: users.technical_skills,
      sectorial_skills: users.sectorial_skills,
      mentoring_skills: users.mentoring_skills,
      learning_skills: users.learning_skills,
    })
    .from(groupMemberships)
    .innerJoin(users, eq(users.id, groupMemberships.user_id))
    .where(
      and(
        eq(groupMemberships.group_id, groupId),
        eq(groupMemberships.status, 'active'),
        eq(users.status, 'active'),
      ),
    )
    .orderBy(ROLE_ORDER, asc(groupMemberships.position), asc(users.last_name), asc(users.id));
  const skills = commonTopSkills(people);
  return {
    skills,
    people: people.map(
      ({ technical_skills, sectorial_skills, mentoring_skills, learning_skills, ...person }) => ({
        ...person,
        levels: skills.map((skill) =>
          levelOf({ technical_skills, sectorial_skills, mentoring_skills, learning_skills }, skill.name),
        ),
      }),
    ),
  };
}
