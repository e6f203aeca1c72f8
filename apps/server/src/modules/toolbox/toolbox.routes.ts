import {
  Draft,
  DraftInput,
  DraftPayload,
  ErrorBody,
  StaffingInput,
  StaffingResult,
  TailoredInput,
  TailoredProposal,
  ToolboxStatus,
} from '@atrium/contract';
import { desc, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assertRowAccess } from '../../platform/c13s/access.ts';
import { accessContext } from '../../platform/c13s/c13s.routes.ts';
import { forbidden, notFound } from '../../platform/http-errors.ts';
import { users } from '../../platform/users/users.tables.ts';
import { usersImplementation } from '../people/people.objects.ts';
import { experiences } from '../people/people.tables.ts';
import { mayTailorResumes } from '../people/resume-access.ts';
import { createAiWriter } from './ai-writer.ts';
import { createDrafts } from './drafts.ts';
import { noSkillKnowledge, type SkillKnowledge } from './skill-knowledge.ts';
import { dayIn } from '../staffing/firm-weeks.ts';
import { createStaffingService } from './staffing.service.ts';
import { contributedCredentials } from './staffing-people.ts';
import { proposeTailoring } from './tailored-proposal.ts';

const base = '/ai_toolbox';
const tags = ['ai_toolbox'];
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };

/** Staffing reads colleagues: 'users read', and never a newcomer before their first day. */
const readsPeople = async (request: FastifyRequest) => {
  const ctx = accessContext(request);
  if (ctx.restricted || !ctx.can('users', 'read')) throw forbidden();
};

/** Tailoring a CV is the resume generation's own rule, so the proposal is offered only where its file is. */
const tailorsResumes = async (request: FastifyRequest) => {
  if (!mayTailorResumes(accessContext(request))) throw forbidden();
};

/**
 * The AI toolbox: staffing a need (no model needed), what of a profile a tailored CV keeps (the
 * file itself is the resume generation's, given a selection), and drafts from a record's fields
 * when a language model is configured. `knowledge` brings years per skill and tag aliases.
 */
export function toolboxRoutes(knowledge: SkillKnowledge = noSkillKnowledge): FastifyPluginAsyncZod {
  return async (app) => {
    const staffing = createStaffingService({
      db: app.db,
      knowledge,
      today: () => dayIn(new Date(), app.config.firmTimeZone),
    });
    const writer = app.config.ai ? createAiWriter(app.config.ai) : undefined;
    const drafts = createDrafts({ db: app.db, writer });

    app.get(
      `${base}/status`,
      {
        schema: {
          operationId: 'ai_toolbox_status',
          tags,
          description: 'Whether drafts are offered; administrators also see where they are sent.',
          response: { 200: ToolboxStatus, ...errors },
        },
      },
      async (request) => {
        const admin = accessContext(request).can('permissions', 'update');
        return {
          ai: writer !== undefined,
          endpoint: admin && writer ? writer.endpoint : null,
          model: admin && writer ? writer.model : null,
        };
      },
    );

    app.post(
      `${base}/staffing`,
      {
        schema: {
          operationId: 'ai_toolbox_staffing',
          tags,
          description:
            'Reads a client need against the firm’s vocabulary (or takes corrected terms) and ranks the people, credentials and solutions the caller may see.',
          body: StaffingInput,
          response: { 200: StaffingResult, ...errors },
        },
        preValidation: readsPeople,
      },
      async (request) => staffing.staff(request.body, accessContext(request)),
    );

    app.post(
      `${base}/tailored`,
      {
        schema: {
          operationId: 'ai_toolbox_tailored',
          tags,
          description: "What of a person's profile matters most for a need, each item marked when proposed.",
          body: TailoredInput,
          response: { 200: TailoredProposal, ...errors },
        },
        preValidation: tailorsResumes,
      },
      async (request) => {
        const ctx = accessContext(request);
        await assertRowAccess(app.db, usersImplementation, request.body.user_id, 'read', ctx);
        const [person] = await app.db.select().from(users).where(eq(users.id, request.body.user_id));
        if (!person) throw notFound();
        const assignments = await app.db
          .select()
          .from(experiences)
          .where(eq(experiences.user_id, person.id))
          .orderBy(sql`${experiences.end_date} desc nulls first`, desc(experiences.start_date));
        const [understood, readText, contributed] = await Promise.all([
          staffing.understand(request.body.need, request.body.terms),
          staffing.textReader(),
          contributedCredentials(app.db, person.id, ctx),
        ]);
        return {
          understood,
          ...proposeTailoring(understood, person, assignments, contributed, readText),
        };
      },
    );

    app.post(
      `${base}/drafts/payload`,
      {
        schema: {
          operationId: 'ai_toolbox_drafts_payload',
          tags,
          description: 'Exactly what a draft would send to the language model, without sending it.',
          body: DraftInput,
          response: { 200: DraftPayload, ...errors },
        },
      },
      async (request) => drafts.payload(request.body, accessContext(request)),
    );

    app.post(
      `${base}/drafts`,
      {
        schema: {
          operationId: 'ai_toolbox_drafts',
          tags,
          description: "A draft written by the configured language model from a record's fields.",
          body: DraftInput,
          response: { 200: Draft, ...errors, 502: ErrorBody },
        },
      },
      async (request) => drafts.draft(request.body, accessContext(request)),
    );
  };
}
