import { CampaignTarget } from '@atrium/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { hashToken } from '../../platform/a12n/tokens.ts';
import { users } from '../../platform/users/users.tables.ts';
import { missingForCampaign } from './field-names.ts';
import { campaignRecipients, smartCampaigns } from './campaigns.tables.ts';

/**
 * Far longer than any token we make (43 characters). Up to it, any text is answered by a redirect
 * (home, for no one's token); beyond it the address is no link of ours, and gets a 400.
 */
const TOKEN_MAX = 100;

/**
 * `GET /api/campaigns/open/{token}`, the link in a campaign's mails, followed without a session
 * (authenticate.ts lets it through): the first open is recorded, unless the campaign was
 * cancelled, then the browser goes to the person's profile with the dialog of the first field
 * they still miss (`?fix=`), where they sign in if they must. A token of no one leads home, and
 * says nothing more.
 */
export const campaignOpenRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/campaigns/open/:token',
    {
      schema: {
        operationId: 'campaigns_open',
        tags: ['admin/smart_campaigns'],
        description: 'Records that a campaign mail’s link was opened, then redirects (303) to the profile.',
        params: z.object({ token: z.string().max(TOKEN_MAX) }),
        response: { 303: z.null() },
      },
    },
    async (request, reply) => {
      const { token } = request.params;
      const origin = app.config.origin;
      const found = await app.db.transaction(async (tx) => {
        const [recipient] = await tx
          .select({
            campaign_id: campaignRecipients.campaign_id,
            user_id: campaignRecipients.user_id,
            target: smartCampaigns.target,
            status: smartCampaigns.status,
            missing: users.completion_missing,
          })
          .from(campaignRecipients)
          .innerJoin(smartCampaigns, eq(smartCampaigns.id, campaignRecipients.campaign_id))
          .innerJoin(users, eq(users.id, campaignRecipients.user_id))
          .where(eq(campaignRecipients.token_hash, hashToken(token)));
        if (!recipient) return null;
        // The first open only, and none once the campaign is cancelled.
        if (recipient.status !== 'cancelled') {
          await tx
            .update(campaignRecipients)
            .set({ opened_at: sql`now()` })
            .where(
              and(
                eq(campaignRecipients.campaign_id, recipient.campaign_id),
                eq(campaignRecipients.user_id, recipient.user_id),
                isNull(campaignRecipients.opened_at),
              ),
            );
        }
        return recipient;
      });
      if (!found) return reply.redirect(`${origin}/home`, 303);
      const [field] = missingForCampaign(CampaignTarget.parse(found.target).missing_fields, found.missing);
      const fix = field ? `?fix=${encodeURIComponent(field)}` : '';
      return reply.redirect(`${origin}/profile/${found.user_id}${fix}`, 303);
    },
  );
};
