import {
  type Campaign,
  CAMPAIGN_ENDED_STATUSES,
  type CampaignStatus,
  CampaignTarget,
  smartCampaignsObject,
} from '@atrium/contract';
import { asc, desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/database.ts';
import { implementObject } from '../../platform/c13s/define-object.ts';
import { conflict } from '../../platform/http-errors.ts';
import { loadPersonRefs } from '../../platform/users/person-refs.ts';
import { campaignTotals, totalsOf } from './campaign-stats.ts';
import { smartCampaigns, type SmartCampaignRow } from './campaigns.tables.ts';

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** Rows → records: their totals in one grouped query, their authors in one more. */
async function presentCampaigns(rows: SmartCampaignRow[], { db }: { db: Db }): Promise<Campaign[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [totals, authors] = await Promise.all([
    campaignTotals(db, ids),
    loadPersonRefs(
      db,
      rows.flatMap((row) => row.created_by ?? []),
    ),
  ]);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    status: row.status,
    // Parsed again so a target kept before a criterion was added reads with its default.
    target: CampaignTarget.parse(row.target),
    messages: row.messages,
    start_at: row.start_at.toISOString(),
    reminder_every_days: row.reminder_every_days,
    reminders_max: row.reminders_max,
    escalate: row.escalate,
    totals: totalsOf(totals, row.id),
    reminders_sent: row.reminders_sent,
    escalated_at: iso(row.escalated_at),
    created_by: row.created_by ? (authors.get(row.created_by) ?? null) : null,
    created_at: row.created_at.toISOString(),
    started_at: iso(row.started_at),
    ended_at: iso(row.ended_at),
  }));
}

/** The campaign's status and start, locked for the rest of the caller's transaction. */
export async function lockCampaign(tx: Tx, id: string) {
  const [row] = await tx.select().from(smartCampaigns).where(eq(smartCampaigns.id, id)).for('update');
  return row;
}

const ENDED: readonly CampaignStatus[] = CAMPAIGN_ENDED_STATUSES;

/**
 * `admin/smart_campaigns`: read with 'completion read' (Management, HR), changed with the other
 * 'completion' rights (Management). A campaign is made a draft; it is edited while a draft or
 * paused (a running one is paused first, an ended one never), and only a draft is deleted. Its
 * moves (start, pause, resume, cancel) are routes of their own (campaigns.routes.ts).
 */
export const smartCampaignsImplementation = implementObject(smartCampaignsObject, {
  table: smartCampaigns,
  audit: {},
  present: presentCampaigns,
  search: {
    filters: { status: { column: smartCampaigns.status, kind: 'scalar' } },
    sorts: {
      name: smartCampaigns.name,
      created_at: smartCampaigns.created_at,
      start_at: smartCampaigns.start_at,
    },
    defaultOrder: [desc(smartCampaigns.created_at), asc(smartCampaigns.id)],
  },
  create: {
    toRow: ({ start_at, ...input }, { user }) => ({
      ...input,
      start_at: new Date(start_at),
      status: 'draft' as const,
      created_by: user.id,
    }),
  },
  update: {
    toRow: async ({ start_at, ...patch }, { tx, existing }) => {
      // Read again under a lock: a move or the engine may have changed it since the check.
      const current = (await lockCampaign(tx, existing.id)) ?? existing;
      if (ENDED.includes(current.status)) throw conflict('campaigns.ended');
      if (current.status === 'running') throw conflict('campaigns.pauseFirst');
      // Its people were chosen when it started: a new target would describe someone else.
      if (patch.target && current.started_at) throw conflict('campaigns.targetKept');
      return { ...patch, ...(start_at && { start_at: new Date(start_at) }), updated_at: new Date() };
    },
  },
  beforeDelete: async (row) => {
    if (row.status !== 'draft') throw conflict('campaigns.deleteDraftOnly');
  },
});
