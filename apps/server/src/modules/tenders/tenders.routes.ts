import {
  BidPackInput,
  BidProposals,
  ErrorBody,
  TENDER_FILE_BYTES_MAX,
  TenderReadInput,
  TenderReading,
  TenderTeam,
  TenderTeamInput,
} from '@atrium/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assertRowAccess } from '../../platform/c13s/access.ts';
import { accessContext } from '../../platform/c13s/c13s.routes.ts';
import { SENT_AS_STORED } from '../../platform/compression.ts';
import { attachmentDisposition } from '../../platform/files/content-disposition.ts';
import { readSingleFile } from '../../platform/files/upload.ts';
import { forbidden } from '../../platform/http-errors.ts';
import { fileAnswer, IdParams } from '../../platform/route-schemas.ts';
import { loadPersonRefs } from '../../platform/users/person-refs.ts';
import { resumeServiceOf } from '../people/resume-service-of.ts';
import { RESUME_CONTENT_TYPES } from '../people/resume-files.ts';
import { readAvailability } from '../staffing/availability.ts';
import { dayIn } from '../staffing/firm-weeks.ts';
import type { SkillKnowledge } from '../toolbox/skill-knowledge.ts';
import { createStaffingService } from '../toolbox/staffing.service.ts';
import { createBidPack, type PackFile } from './bid-pack.ts';
import { bidsImplementation, mayStaff } from './bids.objects.ts';
import { renderPackCvWith } from './pack-cv.ts';
import { tenderFileText } from './tender-file.ts';
import { readTenderRoles } from './tender-roles.ts';
import { proposeTeam } from './tender-team.ts';
import { bids } from './tenders.tables.ts';

const base = '/tenders/bids';
const tags = ['tenders/bids'];
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };

/** Answering a tender is staffing: whoever may staff, checked before the body is read. */
const staffs = async (request: FastifyRequest) => {
  if (!mayStaff(accessContext(request))) throw forbidden();
};

/**
 * A tender answered, beyond the generic `tenders/bids` routes: reading its roles (pasted or
 * dropped), proposing the team, and making the pack (recorded on the bid as a version sent).
 * `knowledge` is staffing's (years per skill, aliases).
 */
export function tendersRoutes(knowledge: SkillKnowledge): FastifyPluginAsyncZod {
  return async (app) => {
    const today = () => dayIn(new Date(), app.config.firmTimeZone);
    const availabilityOf = (ids: readonly string[], from: string, weeks: number) =>
      readAvailability(app.db, ids, from, weeks);
    const staffing = createStaffingService({ db: app.db, knowledge, today, availabilityOf });
    const resumes = resumeServiceOf(app);
    const packs = createBidPack({
      db: app.db,
      staffing,
      renderPackCv: renderPackCvWith(resumes),
      today,
      availabilityOf,
    });
    const reading = async (text: string) => ({
      text,
      roles: readTenderRoles(text, await staffing.textReader(), today()),
    });

    app.post(
      `${base}/read`,
      {
        schema: {
          operationId: 'tenders_bids_read',
          tags,
          description:
            'The roles a pasted tender asks for, each with its skills, sectors, clients, languages, dates and load.',
          body: TenderReadInput,
          response: { 200: TenderReading, ...errors },
        },
        preValidation: staffs,
      },
      async (request) => reading(request.body.text),
    );

    app.post(
      `${base}/read/file`,
      {
        schema: {
          operationId: 'tenders_bids_read_file',
          tags,
          description: `multipart/form-data with one Word (.docx) or PDF file, up to ${TENDER_FILE_BYTES_MAX / 1024 / 1024} MB: its text and the roles it asks for.`,
          response: { 200: TenderReading, ...errors, 413: ErrorBody, 415: ErrorBody },
        },
        preValidation: staffs,
      },
      async (request) => {
        const file = await readSingleFile(request, {
          maxBytes: TENDER_FILE_BYTES_MAX,
          missing: 'tenders.fileMissing',
          tooLarge: 'tenders.tooLarge',
        });
        return reading((await tenderFileText(file)).slice(0, 20_000));
      },
    );

    app.post(
      `${base}/team`,
      {
        schema: {
          operationId: 'tenders_bids_team',
          tags,
          description:
            'The team the roles call for: the best person per place, nobody twice, free enough; each explained as staffing explains, with runner-ups.',
          body: TenderTeamInput,
          response: { 200: TenderTeam, ...errors },
        },
        preValidation: staffs,
      },
      async (request) =>
        proposeTeam(
          { db: app.db, staffing, today, availabilityOf },
          request.body.roles,
          accessContext(request),
        ),
    );

    app.post(
      `${base}/:id/pack`,
      {
        schema: {
          operationId: 'tenders_bids_pack',
          tags,
          description:
            'The pack of a bid: one Word document (cover table, profiles, references) or a zip of the tailored CVs as PDFs with the cover. Recorded on the bid as a version sent.',
          params: IdParams,
          body: BidPackInput,
          response: { 200: fileAnswer([RESUME_CONTENT_TYPES.docx, 'application/zip']), ...errors },
        },
        preValidation: staffs,
        ...SENT_AS_STORED,
      },
      async (request, reply) => {
        const ctx = accessContext(request);
        await assertRowAccess(app.db, bidsImplementation, request.params.id, 'update', ctx);
        const [bid] = await app.db.select().from(bids).where(eq(bids.id, request.params.id));
        const file = await packs.make(bid!, request.body.format, ctx);
        const version = packs.versionOf(bid!, request.body.format, ctx);
        await app.db
          .update(bids)
          .set({ versions: sql`${bids.versions} || ${JSON.stringify([version])}::jsonb` })
          .where(eq(bids.id, bid!.id));
        return sendPack(reply, file);
      },
    );

    app.get(
      '/tenders/proposals/self',
      {
        schema: {
          operationId: 'tenders_proposals_self',
          tags,
          description:
            'The bids the caller was proposed in, when the firm tells people (TENDERS_TELL_PROPOSED); empty otherwise.',
          response: { 200: BidProposals, ...errors },
        },
      },
      async (request) => {
        const ctx = accessContext(request);
        if (!app.config.tendersTellProposed || ctx.restricted) return { enabled: false, data: [] };
        const rows = await app.db
          .select()
          .from(bids)
          .where(and(sql`${bids.proposed_ids} @> ${sql.param([ctx.user.id])}::uuid[]`))
          .orderBy(desc(bids.created_at))
          .limit(50);
        const authors = await loadPersonRefs(
          app.db,
          rows.map((row) => row.created_by),
        );
        return {
          enabled: true,
          data: rows.map((row) => ({
            bid_id: row.id,
            title: row.title,
            roles: row.team
              .filter((slot) => slot.person_id === ctx.user.id)
              .map((slot) => row.roles[slot.role]?.title ?? ''),
            author: authors.get(row.created_by) ?? null,
            created_at: row.created_at.toISOString(),
          })),
        };
      },
    );
  };
}

function sendPack(reply: FastifyReply, file: PackFile) {
  return reply
    .type(file.contentType)
    .header('content-disposition', attachmentDisposition(file.filename))
    .header('cache-control', 'private, no-store')
    .send(file.bytes);
}
