import { type News, NEWS_STATES, newsObject, newsProblem } from '@atrium/contract';
import { and, asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { implementObject, type AccessContext } from '../../platform/c13s/define-object.ts';
import { foldedTextSearch } from '../../platform/c13s/folded-text-search.ts';
import { blobs } from '../../platform/files/files.tables.ts';
import { badRequest, conflict } from '../../platform/http-errors.ts';
import { users } from '../../platform/users/users.tables.ts';
import { inAudienceOf, NEWS_STATE_WHERE, newsState } from './news-state.ts';
import { news, type NewsRow } from './news.tables.ts';
import { contractMessage } from '../../platform/validation.ts';

const iso = (date: Date | null) => date?.toISOString() ?? null;

function presentNews(rows: NewsRow[]): News[] {
  const now = new Date();
  return rows.map((row) => ({
    id: row.id,
    title_en: row.title_en,
    body_en: row.body_en,
    title_fr: row.title_fr,
    body_fr: row.body_fr,
    business_units: row.business_units,
    pinned: row.pinned,
    publish_at: iso(row.publish_at),
    expires_at: iso(row.expires_at),
    archived_at: iso(row.archived_at),
    state: newsState(row, now),
    cover_version: row.cover_version,
    created_at: row.created_at.toISOString(),
  }));
}

/** Writers (HR, Management, administrators) manage every item, whatever its state or audience. */
export const managesNews = ({ can, restricted }: AccessContext) =>
  !restricted && (can('news', 'create') || can('news', 'update') || can('news', 'delete'));

/** A reader sees what is published now, for everyone or for their business unit; nothing else exists for them. */
function readable(ctx: AccessContext) {
  if (managesNews(ctx)) return true;
  if (!ctx.can('news', 'read') || ctx.restricted) return false;
  return and(NEWS_STATE_WHERE.published, inAudienceOf(ctx.user.id))!;
}

/** 400 unless every business unit named is one somebody of the firm is in. */
async function assertUnitsExist(tx: Tx, units: readonly string[] | undefined) {
  if (!units || units.length === 0) return;
  const known = await tx
    .selectDistinct({ unit: users.business_unit })
    .from(users)
    .where(inArray(users.business_unit, [...units]));
  const names = new Set(known.map(({ unit }) => unit));
  if (units.some((unit) => !names.has(unit)))
    throw badRequest('news.unknownUnit', { business_units: 'news.unknownUnit' });
}

const instant = (value: string | null | undefined) =>
  value === undefined ? undefined : value === null ? null : new Date(value);

/**
 * `home/news`: HR, Management and administrators write it ('news create/update/delete'); every
 * employee reads what is published for them ('news read'). Publication is the publish time
 * passing, read at query time: no job has to run for a scheduled item to appear.
 */
export const newsImplementation = implementObject(newsObject, {
  table: news,
  present: presentNews,
  access: { read: readable },
  search: {
    text: foldedTextSearch(
      sql`lower(immutable_unaccent(coalesce(${news.title_en}, '') || ' ' || coalesce(${news.title_fr}, '')))`,
    ),
    filters: {
      state: {
        kind: 'condition',
        where: (values) =>
          or(...NEWS_STATES.filter((s) => values.includes(s)).map((s) => NEWS_STATE_WHERE[s]))!,
      },
      pinned: { column: news.pinned, kind: 'scalar' },
    },
    sorts: { publish_at: news.publish_at, created_at: news.created_at },
    // Pinned first, then newest: the order of the home index (news_home_idx).
    defaultOrder: [desc(news.pinned), sql`${news.publish_at} desc nulls last`, asc(news.id)],
  },
  create: {
    toRow: async ({ publish_at, expires_at, ...input }, { tx, user }) => {
      await assertUnitsExist(tx, input.business_units);
      return {
        ...input,
        publish_at: instant(publish_at),
        expires_at: instant(expires_at),
        created_by: user.id,
      };
    },
  },
  update: {
    toRow: async ({ publish_at, expires_at, ...patch }, { tx, existing }) => {
      const [current] = await tx.select().from(news).where(eq(news.id, existing.id)).for('update');
      if (current?.archived_at) throw conflict('news.alreadyArchived');
      const merged = { ...presentNews([existing])[0]!, ...patch };
      if (publish_at !== undefined) merged.publish_at = iso(instant(publish_at) ?? null);
      if (expires_at !== undefined) merged.expires_at = iso(instant(expires_at) ?? null);
      const problem = newsProblem(merged);
      if (problem) {
        const said = contractMessage(problem.message);
        throw badRequest(said, { [problem.field]: said });
      }
      await assertUnitsExist(tx, patch.business_units);
      return {
        ...patch,
        publish_at: instant(publish_at),
        expires_at: instant(expires_at),
        updated_at: new Date(),
      };
    },
  },
  // The cover's bytes go at the next sweep once its blob row is gone (platform/files).
  afterDelete: async (row, { tx }) => {
    if (row.cover_blob_id) await tx.delete(blobs).where(eq(blobs.id, row.cover_blob_id));
  },
  audit: { omit: ['cover_blob_id', 'cover_version'] },
});
