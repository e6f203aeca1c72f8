import type { NewsState } from '@atrium/contract';
import { and, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { users } from '../../platform/users/users.tables.ts';
import { news, type NewsRow } from './news.tables.ts';

/** Where an item stands at `now`: derived from its dates, as the filter below selects it. */
export function newsState(
  row: Pick<NewsRow, 'publish_at' | 'expires_at' | 'archived_at'>,
  now: Date,
): NewsState {
  if (row.archived_at || (row.expires_at && row.expires_at <= now)) return 'archived';
  if (!row.publish_at) return 'draft';
  return row.publish_at > now ? 'scheduled' : 'published';
}

const notOver = and(isNull(news.archived_at), or(isNull(news.expires_at), sql`${news.expires_at} > now()`))!;

/**
 * The rows in a state, at the database's time (one clock for the filter and the rule). The
 * published condition starts with the home index's own predicate, so the home page reads it.
 */
export const NEWS_STATE_WHERE: Record<NewsState, SQL> = {
  draft: and(notOver, isNull(news.publish_at))!,
  scheduled: and(notOver, sql`${news.publish_at} > now()`)!,
  published: and(
    isNull(news.archived_at),
    isNotNull(news.publish_at),
    lte(news.publish_at, sql`now()`),
    notOver,
  )!,
  archived: or(isNotNull(news.archived_at), sql`${news.expires_at} <= now()`)!,
};

/** Items for everyone, or for the business unit the reader is in. */
export const inAudienceOf = (userId: string): SQL =>
  or(
    sql`cardinality(${news.business_units}) = 0`,
    sql`(select ${users.business_unit} from ${users} where ${users.id} = ${userId}) = any(${news.business_units})`,
  )!;
