import { CampaignTarget, type PersonLanguage } from '@atrium/contract';
import { and, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../db/database.ts';
import { recordAudit } from '../../platform/audit/audit.ts';
import { defineJob } from '../../platform/jobs/job-queue.ts';
import { loggableError } from '../../platform/loggable-error.ts';
import { users } from '../../platform/users/users.tables.ts';
import { groupMemberships } from '../groups/groups.tables.ts';
import { campaignLinkHash, campaignLinkToken, campaignLinkUrl } from './campaign-link.ts';
import { campaignMail, escalationDigest } from './campaign-mail.ts';
import { recordConversions, stillOpenRecipients } from './campaign-stats.ts';
import { targetCondition } from './campaign-target.ts';
import {
  campaignRecipients,
  campaignSends,
  smartCampaigns,
  type SmartCampaignRow,
} from './campaigns.tables.ts';
import { missingForCampaign } from './field-names.ts';

/** What the engine uses of the app: its database, its mailer, its secret and address. */
export type CampaignEngineApp = Pick<FastifyInstance, 'db' | 'mailer' | 'config' | 'log'>;

const DAY_MS = 86_400_000;
/** Rows per insert: well under PostgreSQL's 65,535 parameters, whatever the firm's size. */
const CHUNK = 1000;

type Campaign = SmartCampaignRow & { parsedTarget: CampaignTarget };

/**
 * One tick of every running campaign whose start has come, as of `now` (injectable, so a test
 * drives the clock). Each campaign in its own transaction holding its row (`skip locked`: another
 * instance's tick, or a tick still running, leaves it alone), so one that fails holds back no
 * other and nothing is ever sent twice.
 */
export async function runCampaigns(app: CampaignEngineApp, now: Date): Promise<void> {
  const due = await app.db
    .select({ id: smartCampaigns.id })
    .from(smartCampaigns)
    .where(and(eq(smartCampaigns.status, 'running'), lte(smartCampaigns.start_at, now)));
  let failure: unknown;
  for (const { id } of due) {
    try {
      await app.db.transaction((tx) => tickCampaign(app, tx, id, now));
    } catch (error) {
      app.log.error({ err: loggableError(error), campaign: { id } }, 'campaign tick failed');
      failure ??= error;
    }
  }
  // The queue retries the tick; the campaigns that went through are not sent to twice.
  if (failure) throw failure;
}

/**
 * a. the first time, choose the recipients; b. record conversions; then, in this order: end when
 * no one is left waiting; the first mails when none went yet; a reminder round when the last
 * round's interval passed and reminders are left; else, once the last reminder's interval passed,
 * end (with the escalation digests).
 */
async function tickCampaign(app: CampaignEngineApp, tx: Tx, id: string, now: Date): Promise<void> {
  const [row] = await tx
    .select()
    .from(smartCampaigns)
    .where(
      and(eq(smartCampaigns.id, id), eq(smartCampaigns.status, 'running'), lte(smartCampaigns.start_at, now)),
    )
    .for('update', { skipLocked: true });
  if (!row) return;
  const campaign: Campaign = { ...row, parsedTarget: CampaignTarget.parse(row.target) };
  if (!campaign.started_at) await chooseRecipients(app, tx, campaign, now);
  await recordConversions(tx, { id, target: campaign.parsedTarget }, now);

  const waiting = await waitingRecipients(tx, id);
  if (waiting.length === 0) return finish(app, tx, campaign, [], now);
  if (!campaign.last_round_at) {
    await mailRound(app, tx, campaign, 'first', now);
    return;
  }
  const roundDue = campaign.last_round_at.getTime() + campaign.reminder_every_days * DAY_MS <= now.getTime();
  if (!roundDue) return;
  if (campaign.reminders_sent < campaign.reminders_max) {
    await mailRound(app, tx, campaign, 'reminder', now);
    return;
  }
  await finish(app, tx, campaign, waiting, now);
}

/** Whom the target reaches at the start, once: from then on the campaign is about them only. */
async function chooseRecipients(
  app: CampaignEngineApp,
  tx: Tx,
  campaign: Campaign,
  now: Date,
): Promise<void> {
  const people = await tx.select({ id: users.id }).from(users).where(targetCondition(campaign.parsedTarget));
  for (let i = 0; i < people.length; i += CHUNK) {
    await tx.insert(campaignRecipients).values(
      people.slice(i, i + CHUNK).map((person) => ({
        campaign_id: campaign.id,
        user_id: person.id,
        token_hash: campaignLinkHash(app.config.jwtSecret, campaign.id, person.id),
      })),
    );
  }
  await tx.update(smartCampaigns).set({ started_at: now }).where(eq(smartCampaigns.id, campaign.id));
}

/** Recipients still to complete who are still here (someone who left gets nothing more). */
const waitingRecipients = (tx: Tx, campaignId: string) =>
  tx
    .select({
      id: users.id,
      first_name: users.first_name,
      last_name: users.last_name,
      missing: users.completion_missing,
    })
    .from(campaignRecipients)
    .innerJoin(users, eq(users.id, campaignRecipients.user_id))
    .where(
      and(
        eq(campaignRecipients.campaign_id, campaignId),
        isNull(campaignRecipients.completed_at),
        eq(users.status, 'active'),
      ),
    );

/**
 * A round: the first mails (to those never mailed) or a reminder (to everyone still waiting).
 * The recipients are marked mailed and their mails kept in the outbox in this one transaction:
 * exactly the people marked get a mail, and a round that fails leaves neither.
 */
async function mailRound(
  app: CampaignEngineApp,
  tx: Tx,
  campaign: Campaign,
  kind: 'first' | 'reminder',
  now: Date,
): Promise<void> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const mailed = await tx
    .update(campaignRecipients)
    .set({
      sends: sql`${campaignRecipients.sends} + 1`,
      first_sent_at: sql`coalesce(${campaignRecipients.first_sent_at}, ${at})`,
      last_sent_at: now,
    })
    .from(users)
    .where(
      and(
        stillOpenRecipients(campaign.id),
        eq(users.status, 'active'),
        kind === 'first' ? eq(campaignRecipients.sends, 0) : undefined,
      ),
    )
    .returning({
      id: users.id,
      email: users.email,
      first_name: users.first_name,
      language: users.language,
      missing: users.completion_missing,
    });
  for (const person of mailed) {
    const token = campaignLinkToken(app.config.jwtSecret, campaign.id, person.id);
    const mail = campaignMail({
      to: person.email,
      language: person.language,
      message: campaign.messages[person.language],
      firstName: person.first_name,
      missing: missingForCampaign(campaign.parsedTarget.missing_fields, person.missing),
      link: campaignLinkUrl(app.config.origin, token),
    });
    await app.mailer.send(mail, { tx });
  }
  for (let i = 0; i < mailed.length; i += CHUNK) {
    await tx.insert(campaignSends).values(
      mailed.slice(i, i + CHUNK).map((person) => ({
        campaign_id: campaign.id,
        user_id: person.id,
        kind,
        sent_at: now,
      })),
    );
  }
  await tx
    .update(smartCampaigns)
    .set({
      last_round_at: now,
      ...(kind === 'reminder' && { reminders_sent: campaign.reminders_sent + 1 }),
    })
    .where(eq(smartCampaigns.id, campaign.id));
}

type Waiting = Awaited<ReturnType<typeof waitingRecipients>>;

/** The end: the digests to the leaders of those still waiting (when asked for), then finished. */
async function finish(
  app: CampaignEngineApp,
  tx: Tx,
  campaign: Campaign,
  waiting: Waiting,
  now: Date,
): Promise<void> {
  const escalating = campaign.escalate && waiting.length > 0;
  if (escalating) await sendDigests(app, tx, campaign, waiting);
  await tx
    .update(smartCampaigns)
    .set({ status: 'finished', ended_at: now, updated_at: now, ...(escalating && { escalated_at: now }) })
    .where(eq(smartCampaigns.id, campaign.id));
  // The engine's own move, by no one: the last reminder went out.
  await recordAudit(tx, {
    actor: null,
    object: 'admin/smart_campaigns',
    recordId: campaign.id,
    action: 'finish',
    changes: { status: { before: campaign.status, after: 'finished' } },
  });
}

/**
 * One digest per leader of a group (active membership) of someone still waiting, listing those of
 * their groups' people and what each misses, in the leader's language. A leader is never listed
 * in their own digest; a leader who left gets none.
 */
async function sendDigests(
  app: CampaignEngineApp,
  tx: Tx,
  campaign: Campaign,
  waiting: Waiting,
): Promise<void> {
  const person = new Map(waiting.map((row) => [row.id, row]));
  // As every leader's power over people (`ledPeopleIds`): confirmed places only, theirs and their people's.
  const lead = alias(groupMemberships, 'lead');
  const memberships = await tx
    .select({ user_id: groupMemberships.user_id, leader: lead.user_id })
    .from(groupMemberships)
    .innerJoin(
      lead,
      and(eq(lead.group_id, groupMemberships.group_id), eq(lead.role, 'leader'), eq(lead.confirmed, true)),
    )
    .where(
      and(
        eq(groupMemberships.status, 'active'),
        eq(groupMemberships.confirmed, true),
        inArray(
          groupMemberships.user_id,
          tx
            .select({ id: campaignRecipients.user_id })
            .from(campaignRecipients)
            .where(
              and(eq(campaignRecipients.campaign_id, campaign.id), isNull(campaignRecipients.completed_at)),
            ),
        ),
      ),
    );
  const peopleOf = new Map<string, Set<string>>();
  for (const { user_id, leader } of memberships) {
    if (!person.has(user_id) || leader === user_id) continue;
    peopleOf.set(leader, (peopleOf.get(leader) ?? new Set()).add(user_id));
  }
  if (peopleOf.size === 0) return;
  const leaders = await tx
    .select({ id: users.id, email: users.email, first_name: users.first_name, language: users.language })
    .from(users)
    .where(and(inArray(users.id, [...peopleOf.keys()]), eq(users.status, 'active')));
  for (const leader of leaders) {
    const people = [...peopleOf.get(leader.id)!]
      .map((id) => person.get(id)!)
      .sort((a, b) => a.last_name.localeCompare(b.last_name) || a.first_name.localeCompare(b.first_name))
      .map((row) => ({
        name: `${row.first_name} ${row.last_name}`,
        missing: missingForCampaign(campaign.parsedTarget.missing_fields, row.missing),
      }));
    const language: PersonLanguage = leader.language;
    await app.mailer.send(
      escalationDigest({
        to: leader.email,
        language,
        leaderFirstName: leader.first_name,
        campaignName: campaign.name,
        people,
      }),
      { tx },
    );
  }
}

/**
 * Every minute, and at once when a campaign starts or resumes. The queue runs one tick at a time
 * and keeps at most one waiting (`stately`): a tick that takes longer than a minute is not
 * overlapped by the next, and the row locks keep a second instance's tick off the same campaign.
 */
export const campaignTickJob = defineJob<object>({
  name: 'campaigns-tick',
  cron: '* * * * *',
  queue: { policy: 'stately', retryLimit: 2, retryDelay: 30 },
  run: (app) => runCampaigns(app, new Date()),
});

/** An immediate tick, enqueued in the caller's transaction (only if it commits); none without a queue. */
export async function enqueueCampaignTick(app: Pick<FastifyInstance, 'jobs'>, tx: Tx): Promise<void> {
  if (!app.jobs.started) return;
  await app.jobs.send(campaignTickJob, {}, { tx, singletonKey: 'campaigns-tick' });
}
