import type { Experience } from '@atrium/contract';
import { EXPERIENCES_PER_PERSON_MAX, experiencesObject, message } from '@atrium/contract';
import { asc, count, desc, eq, sql } from 'drizzle-orm';
import { implementObject } from '../../platform/c13s/define-object.ts';
import { badRequest } from '../../platform/http-errors.ts';
import { experiences, type ExperienceRow } from './people.tables.ts';
import { ownRowsOr, ownerForCreate, readRule } from './resume-access.ts';

export const presentExperience = ({ created_at: _, updated_at: __, ...row }: ExperienceRow): Experience =>
  row;

/**
 * `cv_library/experiences`: a person's past assignments, the material of their resumes.
 * Everyone reads them (like the profile); the person, HR and admin edit them.
 */
export const experiencesImplementation = implementObject(experiencesObject, {
  table: experiences,
  present: (rows) => rows.map(presentExperience),
  access: {
    read: readRule(experiences.user_id),
    update: ownRowsOr(experiences.user_id, 'update'),
    delete: ownRowsOr(experiences.user_id, 'delete'),
  },
  search: {
    text: (q) => ({
      where: sql`lower(immutable_unaccent(${experiences.client} || ' ' || ${experiences.role}))
        like '%' || lower(immutable_unaccent(${q.replace(/[\\%_]/g, '\\$&')})) || '%'`,
    }),
    filters: {
      client: { column: experiences.client, kind: 'scalar' },
      user_id: { column: experiences.user_id, kind: 'scalar' },
    },
    sorts: { start_date: experiences.start_date, client: experiences.client },
    defaultOrder: [desc(experiences.start_date), asc(experiences.id)],
  },
  create: {
    toRow: async ({ user_id, ...input }, ctx) => {
      const owner = await ownerForCreate(ctx, user_id);
      const [listed] = await ctx.tx
        .select({ n: count() })
        .from(experiences)
        .where(eq(experiences.user_id, owner));
      if ((listed?.n ?? 0) >= EXPERIENCES_PER_PERSON_MAX) {
        throw badRequest(message('people.experiencesMax', { max: EXPERIENCES_PER_PERSON_MAX }));
      }
      return { ...input, user_id: owner };
    },
  },
  update: {
    toRow: (patch, { existing }) => {
      const start = patch.start_date ?? existing.start_date;
      const end = patch.end_date === undefined ? existing.end_date : patch.end_date;
      if (end && end < start) throw badRequest(undefined, { end_date: 'people.experienceEndBeforeStart' });
      return patch;
    },
  },
});
