import type { CampaignFunnel, CampaignTarget, CampaignTotals } from '@atrium/contract';
import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import { users } from '../../platform/users/users.tables.ts';
import { stillMissing } from './campaign-target.ts';
import { campaignRecipients, campaignSends, type SmartCampaignRow } from './campaigns.tables.ts';

const NO_ONE: CampaignTotals = { targeted: 0, sent: 0, opened: 0, completed: 0 };

/** The totals of some campaigns, in one grouped query: a page of them asks once. */
export async function campaignTotals(db: DbOrTx, ids: string[]): Promise<Map<string, CampaignTotals>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: campaignRecipients.campaign_id,
      targeted: count(),
      sent: sql<number>`(count(*) filter (where ${campaignRecipients.sends} > 0))::int`,
      opened: count(campaignRecipients.opened_at),
      completed: count(campaignRecipients.completed_at),
    })
    .from(campaignRecipients)
    .where(inArray(campaignRecipients.campaign_id, ids))
    .groupBy(campaignRecipients.campaign_id);
  return new Map(rows.map(({ id, ...totals }) => [id, totals]));
}

export const totalsOf = (totals: Map<string, CampaignTotals>, id: string) => totals.get(id) ?? NO_ONE;

/**
 * The campaign's recipients who have not completed it, joined to their person (`.from(users)` of
 * the update): whom a round mails, and whom a conversion may mark.
 */
export const stillOpenRecipients = (campaignId: string) =>
  and(
    eq(campaignRecipients.campaign_id, campaignId),
    isNull(campaignRecipients.completed_at),
    eq(users.id, campaignRecipients.user_id),
  );

/**
 * Recipients who no longer miss what the campaign asks have completed, as of `now`: they get
 * nothing more. Answers how many converted.
 */
export async function recordConversions(
  tx: DbOrTx,
  campaign: { id: string; target: CampaignTarget },
  now: Date,
): Promise<number> {
  const converted = await tx
    .update(campaignRecipients)
    .set({ completed_at: now })
    .from(users)
    .where(and(stillOpenRecipients(campaign.id), sql`not (${stillMissing(campaign.target)})`))
    .returning({ id: campaignRecipients.user_id });
  return converted.length;
}

const DAY_MS = 86_400_000;
const dayOf = (date: Date) => date.toISOString().slice(0, 10);
const utcDay = (column: unknown) => sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;

/** The funnel: totals, and each UTC day from the start to the end (or today) with what happened. */
export async function campaignFunnel(
  db: DbOrTx,
  campaign: SmartCampaignRow,
  now: Date,
): Promise<CampaignFunnel> {
  const totals = totalsOf(await campaignTotals(db, [campaign.id]), campaign.id);
  if (!campaign.started_at) return { totals, days: [] };
  const perDay = (column: typeof campaignRecipients.opened_at) =>
    db
      .select({ day: utcDay(column), n: count() })
      .from(campaignRecipients)
      .where(and(eq(campaignRecipients.campaign_id, campaign.id), sql`${column} is not null`))
      .groupBy(utcDay(column));
  // One after the other: inside a transaction, the queries share one connection.
  const sent = await db
    .select({ day: utcDay(campaignSends.sent_at), n: count() })
    .from(campaignSends)
    .where(eq(campaignSends.campaign_id, campaign.id))
    .groupBy(utcDay(campaignSends.sent_at));
  const opened = await perDay(campaignRecipients.opened_at);
  const completed = await perDay(campaignRecipients.completed_at);
  const byDay = (rows: { day: string; n: number }[]) => new Map(rows.map((row) => [row.day, row.n]));
  const [sentOn, openedOn, completedOn] = [byDay(sent), byDay(opened), byDay(completed)];
  const last = campaign.ended_at ?? now;
  const days: CampaignFunnel['days'] = [];
  for (let t = Date.parse(dayOf(campaign.started_at)); t <= last.getTime(); t += DAY_MS) {
    const day = dayOf(new Date(t));
    days.push({
      day,
      sent: sentOn.get(day) ?? 0,
      opened: openedOn.get(day) ?? 0,
      completed: completedOn.get(day) ?? 0,
    });
  }
  return { totals, days };
}
