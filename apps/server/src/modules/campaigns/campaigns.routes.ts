import {
  Campaign,
  CAMPAIGN_MOVE_RULES,
  CAMPAIGN_MOVES,
  CAMPAIGN_PREVIEW_NAMES,
  CampaignFunnel,
  type CampaignMove,
  CampaignPreview,
  CampaignPreviewBody,
  type CampaignStatus,
  message,
  messageFields,
  type ServerMessageKey,
} from '@atrium/contract';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { diffFields, recordAudit } from '../../platform/audit/audit.ts';
import { assertRowAccess } from '../../platform/c13s/access.ts';
import { accessContext } from '../../platform/c13s/c13s.routes.ts';
import { conflict, forbidden } from '../../platform/http-errors.ts';
import { enqueueCampaignTick } from './campaign-engine.ts';
import { campaignFunnel, recordConversions } from './campaign-stats.ts';
import { targetedPeople } from './campaign-target.ts';
import { lockCampaign, smartCampaignsImplementation } from './campaigns.objects.ts';
import { smartCampaigns } from './campaigns.tables.ts';
import { IdParams, RECORD_ERRORS } from '../../platform/route-schemas.ts';

const base = '/admin/smart_campaigns';
const tags = ['admin/smart_campaigns'];

/** Refuses before validation, like the generic routes, so a caller without the right learns nothing more. */
const needs = (action: 'read' | 'update') => async (request: FastifyRequest) => {
  if (!accessContext(request).can('completion', action)) throw forbidden();
};

/** What each move answers: why it was refused from another status, and that it was done. */
const MOVE_MESSAGES: Record<CampaignMove, { refused: ServerMessageKey; done: ServerMessageKey }> = {
  start: { refused: 'campaigns.startDraftOnly', done: 'campaigns.started' },
  pause: { refused: 'campaigns.pauseRunningOnly', done: 'campaigns.paused' },
  resume: { refused: 'campaigns.resumePausedOnly', done: 'campaigns.resumed' },
  cancel: { refused: 'campaigns.cancelEnded', done: 'campaigns.cancelled' },
};

/** Campaigns that may still gain conversions: started, not ended. */
const LIVE: readonly CampaignStatus[] = ['running', 'paused'];

/**
 * What `admin/smart_campaigns` adds to the generic routes: who a target reaches (before saving),
 * the moves of a campaign's life, and its funnel. The link in the mails is campaign-open.routes.ts.
 */
export const campaignsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    `${base}/preview`,
    {
      schema: {
        operationId: 'admin_smart_campaigns_preview',
        tags,
        description: 'How many people a target reaches today, and the first of them by name.',
        body: CampaignPreviewBody,
        response: { 200: CampaignPreview, ...RECORD_ERRORS },
      },
      preValidation: needs('read'),
    },
    async (request) => targetedPeople(app.db, request.body.target, CAMPAIGN_PREVIEW_NAMES),
  );

  app.post(
    `${base}/:id/:move`,
    {
      schema: {
        operationId: 'admin_smart_campaigns_move',
        tags,
        description:
          'start (a draft), pause (a running campaign), resume (a paused one) or cancel (any not ended); any other move is refused with 409 and changes nothing.',
        params: IdParams.extend({ move: z.enum(CAMPAIGN_MOVES) }),
        response: { 200: Campaign.extend(messageFields), ...RECORD_ERRORS },
      },
      preValidation: needs('update'),
    },
    async (request) => {
      const { id, move } = request.params;
      const rule = { ...CAMPAIGN_MOVE_RULES[move], ...MOVE_MESSAGES[move] };
      const now = new Date();
      const ctx = accessContext(request);
      const row = await app.db.transaction(async (tx) => {
        await assertRowAccess(tx, smartCampaignsImplementation, id, 'update', ctx, { lock: true });
        const campaign = (await lockCampaign(tx, id))!;
        if (!rule.from.includes(campaign.status)) throw conflict(rule.refused);
        const [moved] = await tx
          .update(smartCampaigns)
          .set({ status: rule.to, updated_at: now, ...(rule.to === 'cancelled' && { ended_at: now }) })
          .where(eq(smartCampaigns.id, id))
          .returning();
        await recordAudit(tx, {
          actor: ctx.user.id,
          object: 'admin/smart_campaigns',
          recordId: id,
          action: move,
          changes: diffFields(campaign, moved!),
        });
        // The first mails go out now, not at the next minute's tick (and only if this commits).
        if (rule.to === 'running') await enqueueCampaignTick(app, tx);
        return moved!;
      });
      const [campaign] = await smartCampaignsImplementation.present([row], { db: app.db });
      return { ...campaign!, ...message(rule.done) };
    },
  );

  app.get(
    `${base}/:id/funnel`,
    {
      schema: {
        operationId: 'admin_smart_campaigns_funnel',
        tags,
        description: 'The totals and each day since the start: mails sent, links opened, profiles completed.',
        params: IdParams,
        response: { 200: CampaignFunnel, ...RECORD_ERRORS },
      },
      preValidation: needs('read'),
    },
    async (request) => {
      const { id } = request.params;
      await assertRowAccess(app.db, smartCampaignsImplementation, id, 'read', accessContext(request));
      const now = new Date();
      return app.db.transaction(async (tx) => {
        const [campaign] = await tx.select().from(smartCampaigns).where(eq(smartCampaigns.id, id));
        // Someone who completed a minute ago shows at once, not at the engine's next tick.
        if (campaign!.started_at && LIVE.includes(campaign!.status))
          await recordConversions(tx, campaign!, now);
        return campaignFunnel(tx, campaign!, now);
      });
    },
  );
};
