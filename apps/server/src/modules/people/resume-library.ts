import type { Page, ResumeLibraryEntry } from '@atrium/contract';
import { and, asc, count, desc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { rowFilterOrRefuse } from '../../platform/c13s/access.ts';
import type { AccessContext, SearchSpec } from '../../platform/c13s/define-object.ts';
import { parseSearch, type RawQuery } from '../../platform/c13s/search-query.ts';
import { personRefColumns } from '../../platform/users/person-refs.ts';
import { users } from '../../platform/users/users.tables.ts';
import { resumes } from './people.tables.ts';
import { usersImplementation } from './people.objects.ts';
import { presentResume, resumeImplementation } from './resume.objects.ts';

/**
 * The people search (text, facets, sorts) applied to their resumes, plus the resume's language:
 * the CV library finds "Java developers in Lyon" and answers their resumes.
 */
const librarySearch: SearchSpec = {
  ...usersImplementation.search,
  filters: {
    ...usersImplementation.search.filters,
    language: resumeImplementation.search.filters!.language!,
  },
  sorts: { ...usersImplementation.search.sorts, updated_at: resumes.updated_at },
  defaultOrder: [
    ...usersImplementation.search.defaultOrder,
    desc(resumes.is_base),
    desc(resumes.updated_at),
    asc(resumes.id),
  ],
};

/** `GET …/cv_library/resume/library`: resumes whose owner matches the people search. */
export async function searchResumeLibrary(
  db: Db,
  query: RawQuery,
  ctx: AccessContext,
): Promise<Page<ResumeLibraryEntry>> {
  const readable = and(
    rowFilterOrRefuse(usersImplementation, 'read', ctx),
    rowFilterOrRefuse(resumeImplementation, 'read', ctx),
  );
  const parsed = parseSearch(librarySearch, query, readable, ctx);
  const rows = await db
    .select({
      resume: getTableColumns(resumes),
      person: {
        ...personRefColumns,
        business_unit: users.business_unit,
        hub: users.hub,
        grade: users.grade,
      },
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(resumes)
    .innerJoin(users, eq(users.id, resumes.user_id))
    .where(parsed.where)
    .orderBy(...parsed.order)
    .limit(parsed.size)
    .offset((parsed.page - 1) * parsed.size);
  // Past the last page no row carries the window count, so ask for it.
  const total = rows[0]?.total ?? (parsed.page > 1 ? await countWhere(db, parsed.where) : 0);
  return { data: rows.map(({ resume, person }) => ({ ...presentResume(resume), person })), total };
}

async function countWhere(db: Db, where: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(resumes)
    .innerJoin(users, eq(users.id, resumes.user_id))
    .where(where);
  return row?.n ?? 0;
}
