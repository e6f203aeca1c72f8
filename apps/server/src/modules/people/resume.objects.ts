import type { Resume } from '@atrium/contract';
import { resumeObject } from '@atrium/contract';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { implementObject } from '../../platform/c13s/define-object.ts';
import { badRequest } from '../../platform/http-errors.ts';
import { experiences, resumes, type ResumeRow } from './people.tables.ts';
import { ownRowsOr, ownerForCreate, readRule } from './resume-access.ts';

export const presentResume = ({ created_at: _, updated_at, ...row }: ResumeRow): Resume => ({
  ...row,
  sections: row.sections as Resume['sections'],
  updated_at: updated_at.toISOString(),
});

/** A resume may pick only its owner's assignments. */
async function assertOwnExperiences(tx: Tx, userId: string, ids: readonly string[] | null | undefined) {
  if (!ids?.length) return;
  const found = await tx
    .select({ id: experiences.id })
    .from(experiences)
    .where(and(eq(experiences.user_id, userId), inArray(experiences.id, [...ids])));
  if (found.length !== ids.length) {
    throw badRequest(undefined, { experience_ids: 'people.experiencesNotOwn' });
  }
}

/**
 * `cv_library/resume`: a person's resumes. Everyone reads them; the person, HR and admin edit
 * them. Files are made by `POST …/resume/generate` (resume.routes.ts).
 */
export const resumeImplementation = implementObject(resumeObject, {
  table: resumes,
  present: (rows) => rows.map(presentResume),
  access: {
    read: readRule(resumes.user_id),
    update: ownRowsOr(resumes.user_id, 'update'),
    delete: ownRowsOr(resumes.user_id, 'delete'),
  },
  search: {
    text: (q) => ({
      where: sql`lower(immutable_unaccent(${resumes.title}))
        like '%' || lower(immutable_unaccent(${q.replace(/[\\%_]/g, '\\$&')})) || '%'`,
    }),
    filters: {
      language: { column: resumes.language, kind: 'scalar' },
      user_id: { column: resumes.user_id, kind: 'scalar' },
    },
    sorts: { updated_at: resumes.updated_at, title: resumes.title },
    defaultOrder: [desc(resumes.is_base), desc(resumes.updated_at), asc(resumes.id)],
  },
  create: {
    toRow: async ({ user_id, ...input }, ctx) => {
      const owner = await ownerForCreate(ctx, user_id);
      await assertOwnExperiences(ctx.tx, owner, input.experience_ids);
      return { ...input, user_id: owner };
    },
  },
  update: {
    toRow: async (patch, { tx, existing }) => {
      await assertOwnExperiences(tx, existing.user_id, patch.experience_ids);
      return patch;
    },
  },
});
