import {
  BASE_RESUME_TITLE,
  RESUME_EXPERIENCES_MAX,
  RESUME_SECTIONS,
  resumeFileName,
  type GenerateResumeInput,
  type ResumeFormat,
  type ResumeLanguage,
  type ResumeSelection,
  type ResumeZipInput,
} from '@atrium/contract';
import { once } from 'node:events';
import type { Readable } from 'node:stream';
import { ZipArchive } from 'archiver';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.ts';
import type { AccessContext } from '../../platform/c13s/define-object.ts';
import { accessRule } from '../../platform/c13s/access.ts';
import { forbidden, notFound } from '../../platform/http-errors.ts';
import { StoredFileMissing } from '../../platform/files/file-store.ts';
import { credentialsImplementation } from '../credentials/credentials.objects.ts';
import { credentials } from '../credentials/credentials.tables.ts';
import { users } from '../../platform/users/users.tables.ts';
import { experiences, resumes, type ResumeRow } from './people.tables.ts';
import type { PictureService } from './picture.service.ts';
import { downloadsResumesOf, tailorsResumeOf } from './resume-access.ts';
import { initialsOf, resumeContent, type ResumeEntry, type ResumePicture } from './resume-content.ts';
import { RESUME_CONTENT_TYPES, renderResume, zipEntryName, type ResumeFile } from './resume-files.ts';

/** How a generated file departs from the stored resume: the tailored CV's selection, anonymity. */
type Tailoring = Pick<GenerateResumeInput, 'selection' | 'anonymised'> & { references?: ResumeEntry[] };

/** Resumes as files: one generated on demand, or several in a zip for the CV library. */
/** A file made while it is sent: a zip of resumes. */
export type StreamedResumeFile = { filename: string; contentType: string; stream: Readable };

export function createResumeService({
  db,
  pictures,
  log,
}: {
  db: Db;
  pictures: Pick<PictureService, 'info' | 'bytes'>;
  log?: FastifyBaseLogger;
}) {
  /** The person's base resume, made the first time anyone needs it (all sections, the whole profile). */
  async function baseResume(userId: string): Promise<ResumeRow> {
    const isBase = and(eq(resumes.user_id, userId), eq(resumes.is_base, true));
    const [found] = await db.select().from(resumes).where(isBase);
    if (found) return found;
    const [person] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
    if (!person) throw notFound();
    // Two first uses at once: the unique base index lets one insert win; both then read it.
    await db
      .insert(resumes)
      .values({ user_id: userId, title: BASE_RESUME_TITLE, sections: [...RESUME_SECTIONS], is_base: true })
      .onConflictDoNothing();
    const [made] = await db.select().from(resumes).where(isBase);
    return made!;
  }

  async function picture(userId: string): Promise<ResumePicture | null> {
    const info = await pictures.info(userId);
    if (!info) return null;
    // A picture file missing from the store (not restored) leaves the resume without a picture, not failing.
    const bytes = await pictures.bytes(info).catch((error: unknown) => {
      if (error instanceof StoredFileMissing) return null;
      throw error;
    });
    return bytes && { bytes, width: info.width, height: info.height };
  }

  async function file(
    resume: ResumeRow,
    language: ResumeLanguage,
    format: ResumeFormat,
    { selection, anonymised = false, references }: Tailoring = {},
  ): Promise<ResumeFile> {
    const [found] = await db.select().from(users).where(eq(users.id, resume.user_id));
    if (!found) throw notFound();
    // A selection narrows what the resume picks to what the tailored CV kept, in the resume's sections.
    const person = selection ? { ...found, certificates: selection.certificates } : found;
    const picked = selection
      ? { ...resume, skills: selection.skills, experience_ids: selection.experience_ids }
      : resume;
    const assignments = await db
      .select()
      .from(experiences)
      .where(eq(experiences.user_id, resume.user_id))
      .orderBy(sql`${experiences.end_date} desc nulls first`, desc(experiences.start_date));
    const content = resumeContent(
      {
        person,
        resume: picked,
        experiences: assignments,
        picture: person.has_picture && !anonymised ? await picture(person.id) : null,
        anonymised,
        references,
      },
      language,
    );
    return {
      // A title is the person's own words (it may name them): an anonymised file goes without it.
      filename: anonymised
        ? resumeFileName({ first_name: initialsOf(person), last_name: '' }, language, format)
        : resumeFileName(person, language, format, resume),
      contentType: RESUME_CONTENT_TYPES[format],
      bytes: await renderResume(content, format),
    };
  }

  /** Resumes named by id, in the order asked: each must be one the caller may download. */
  async function namedResumes(ctx: AccessContext, ids: readonly string[]): Promise<ResumeRow[]> {
    const rows = await db
      .select()
      .from(resumes)
      .where(inArray(resumes.id, [...ids]));
    // Without broad rights an unknown id is refused like another person's: only one's own (and,
    // for a group leader, their people's) can be named.
    const allowed = await downloadsResumesOf(
      db,
      ctx,
      rows.map((row) => row.user_id),
    );
    if (!allowed || (rows.length < ids.length && !ctx.can('resume', 'update'))) throw forbidden();
    if (rows.length < ids.length) throw notFound();
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.map((id) => byId.get(id)!);
  }

  /** Each person's base resume (made on first use, as generating it does), in the order asked. */
  async function peoplesResumes(ctx: AccessContext, userIds: readonly string[]): Promise<ResumeRow[]> {
    if (!(await downloadsResumesOf(db, ctx, userIds))) throw forbidden();
    const found = await db
      .select({ id: users.id })
      .from(users)
      .where(inArray(users.id, [...userIds]));
    if (found.length < userIds.length) throw notFound();
    const rows: ResumeRow[] = [];
    for (const userId of userIds) rows.push(await baseResume(userId));
    return rows;
  }

  /**
   * Client references: credentials the person contributed to, among those the caller may read,
   * latest first; `ids` names a tailored CV's choice (any other id is left out), null takes them all
   * (at most as many as a resume's experiences).
   */
  async function referencesOf(
    ctx: AccessContext,
    userId: string,
    ids: readonly string[] | null,
  ): Promise<ResumeEntry[]> {
    const rule = accessRule(credentialsImplementation, 'read', ctx);
    if (ids?.length === 0 || rule === false) return [];
    const rows = await db
      .select()
      .from(credentials)
      .where(
        and(
          ids ? inArray(credentials.id, [...ids]) : undefined,
          sql`${credentials.contributor_ids} @> ${sql.param([userId])}::uuid[]`,
          rule === true ? undefined : rule,
        ),
      )
      .orderBy(sql`${credentials.start_date} desc nulls last`, asc(credentials.name))
      .limit(RESUME_EXPERIENCES_MAX);
    return rows.map((row) => ({
      title: `${row.name} — ${row.client}`,
      meta: row.year === null ? '' : String(row.year),
      text:
        row.contributors.find((contribution) => contribution.user_id === userId)?.description ||
        (row.results ?? ''),
    }));
  }

  /**
   * The references a file prints: a tailored CV's chosen ones; a base resume, the whole profile, all
   * the person contributed to; a resume the person shaped, none (it picks its own experiences).
   */
  const referencesFor = (ctx: AccessContext, resume: ResumeRow, selection?: ResumeSelection) =>
    selection
      ? referencesOf(ctx, resume.user_id, selection.credential_ids ?? [])
      : resume.is_base
        ? referencesOf(ctx, resume.user_id, null)
        : Promise.resolve([]);

  return {
    baseResume,

    /**
     * Everyone may generate their own resumes; another person's needs 'resume update' (HR, admin),
     * 'resume download' or to lead a group they are in; a tailored CV (a selection) of a colleague,
     * to whoever may tailor CVs (resume-access.ts).
     */
    async generate(ctx: AccessContext, input: GenerateResumeInput): Promise<ResumeFile> {
      const allowed = input.selection
        ? await tailorsResumeOf(db, ctx, input.user_id)
        : await downloadsResumesOf(db, ctx, [input.user_id]);
      if (!allowed) throw forbidden();
      let resume: ResumeRow | undefined;
      if (input.resume_id) {
        [resume] = await db
          .select()
          .from(resumes)
          .where(and(eq(resumes.id, input.resume_id), eq(resumes.user_id, input.user_id)));
        if (!resume) throw notFound();
      } else {
        resume = await baseResume(input.user_id);
      }
      const references = await referencesFor(ctx, resume, input.selection);
      return file(resume, input.language, input.format, { ...input, references });
    },

    /**
     * Several resumes, each in its own language, in one zip. Every one must be the caller's to
     * generate; otherwise the whole request is refused without saying which, so nothing is
     * learnt about the others. The zip streams out as its resumes are made.
     */
    async zip(ctx: AccessContext, input: ResumeZipInput): Promise<StreamedResumeFile> {
      const rows =
        'resume_ids' in input
          ? await namedResumes(ctx, input.resume_ids)
          : await peoplesResumes(ctx, input.user_ids);
      // Word and PDF files are compressed already; storing them is as small and much faster.
      const archive = new ZipArchive({ store: true });
      const fill = async () => {
        const taken = new Set<string>();
        for (const resume of rows) {
          const made = await file(resume, resume.language, input.format, {
            references: await referencesFor(ctx, resume),
          });
          if (archive.destroyed) return; // the client went away
          // One resume at a time: the next is made once this one is in the stream, so memory
          // holds one file, and a slow reader slows the making instead of piling files up.
          const settled = new AbortController();
          const { signal } = settled;
          const written = Promise.race([
            once(archive, 'entry', { signal }),
            once(archive, 'close', { signal }),
          ]);
          archive.append(made.bytes, { name: zipEntryName(made.filename, taken) });
          await written.finally(() => settled.abort()); // drops the listener that did not fire
        }
        if (!archive.destroyed) await archive.finalize();
      };
      fill().catch((error: unknown) => {
        log?.error({ err: error }, 'resume zip failed while streaming');
        archive.destroy(error as Error);
      });
      return {
        filename: `CV-library-${new Date().toISOString().slice(0, 10)}.zip`,
        contentType: 'application/zip',
        stream: archive,
      };
    },
  };
}

export type ResumeService = ReturnType<typeof createResumeService>;
