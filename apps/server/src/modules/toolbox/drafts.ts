import { type Draft, type DraftInput, type DraftKind, type DraftPayload } from '@atrium/contract';
import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { assertRowAccess } from '../../platform/c13s/access.ts';
import type { AccessContext } from '../../platform/c13s/define-object.ts';
import { HttpError, forbidden, notFound } from '../../platform/http-errors.ts';
import { users } from '../../platform/users/users.tables.ts';
import { credentialsImplementation } from '../credentials/credentials.objects.ts';
import { credentials } from '../credentials/credentials.tables.ts';
import { experiences } from '../people/people.tables.ts';
import { managesResumesOf } from '../people/resume-access.ts';
import { solutionsImplementation } from '../solutions/solutions.objects.ts';
import { solutions } from '../solutions/solutions.tables.ts';
import type { AiWriter } from './ai-writer.ts';

const LANGUAGE_NAMES = { en: 'English', fr: 'French' } as const;

/** What each draft asks of the model; the record's fields follow in the user message. */
const INSTRUCTIONS: Record<DraftKind, string> = {
  credential_summary:
    'You write credentials for a consulting firm. From the fields of a client project, write a summary of 80 to 120 words: the client and their challenge, what the firm did, and the results. Use only the facts given.',
  solution_pitch:
    'You write for a consulting firm. From the fields of one of its solutions, write a short pitch mail to a prospective client: a subject line, then at most 150 words, warm and concrete. Use only the facts given.',
  profile_summary:
    "You write resumes for a consulting firm. From a consultant's grade, skills and past assignments, write a profile summary of 60 to 90 words in the third person, without any name. Use only the facts given.",
};

const text = (value: string | number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);
/** Fields with a value, in order: empty ones are not sent. */
const filled = (fields: Record<string, string>) =>
  Object.fromEntries(Object.entries(fields).filter(([, value]) => value.trim() !== ''));

/**
 * Drafts from a record's fields. The caller must be allowed to read the record (a profile
 * summary: to manage that person's resumes); `payload` is exactly what `draft` sends.
 */
export function createDrafts({ db, writer }: { db: Db; writer: AiWriter | undefined }) {
  async function fieldsOf(input: DraftInput, ctx: AccessContext): Promise<Record<string, string>> {
    switch (input.kind) {
      case 'credential_summary': {
        await assertRowAccess(db, credentialsImplementation, input.id, 'read', ctx);
        const [row] = await db.select().from(credentials).where(eq(credentials.id, input.id));
        if (!row) throw notFound();
        return filled({
          name: row.name,
          client: row.client,
          company: text(row.company),
          period: [row.start_date, row.end_date].filter(Boolean).join(' – '),
          description: text(row.description),
          challenge: text(row.challenge),
          solution: text(row.solution),
          results: text(row.results),
        });
      }
      case 'solution_pitch': {
        await assertRowAccess(db, solutionsImplementation, input.id, 'read', ctx);
        const [row] = await db.select().from(solutions).where(eq(solutions.id, input.id));
        if (!row) throw notFound();
        return filled({
          name: row.name,
          summary: row.summary,
          scope: text(row.scope),
          description: text(row.description),
          markets: row.markets.join(', '),
        });
      }
      case 'profile_summary': {
        if (!managesResumesOf(ctx, input.id)) throw forbidden();
        const [person] = await db.select().from(users).where(eq(users.id, input.id));
        if (!person) throw notFound();
        const missions = await db
          .select()
          .from(experiences)
          .where(inArray(experiences.user_id, [person.id]))
          .orderBy(sql`${experiences.end_date} desc nulls first`, desc(experiences.start_date));
        // No name, email or phone: the model needs none of them to write a summary.
        return filled({
          job_title: text(person.job_title),
          grade: text(person.grade),
          years_of_experience: text(person.years_of_experience),
          technical_skills: person.technical_skills.join(', '),
          sectorial_skills: person.sectorial_skills.join(', '),
          assignments: missions
            .map(
              (m) =>
                `- ${m.role}, ${m.client} (${m.start_date} – ${m.end_date ?? 'ongoing'}): ${m.description}`,
            )
            .join('\n'),
        });
      }
    }
  }

  function configured(): AiWriter {
    if (!writer) throw notFound('toolbox.aiNotConfigured');
    return writer;
  }

  async function payload(input: DraftInput, ctx: AccessContext): Promise<DraftPayload> {
    const { model } = configured();
    return {
      model,
      instructions: `${INSTRUCTIONS[input.kind]} Write in ${LANGUAGE_NAMES[input.language]}.`,
      fields: await fieldsOf(input, ctx),
    };
  }

  return {
    payload,
    async draft(input: DraftInput, ctx: AccessContext): Promise<Draft> {
      const sent = await payload(input, ctx);
      try {
        return { text: await configured().write(sent.instructions, sent.fields), payload: sent };
      } catch {
        throw new HttpError(502, 'toolbox.aiFailed');
      }
    },
  };
}
