import {
  ResearchQuery,
  SAVED_SEARCHES_MAX,
  type SavedSearch,
  type SavedSearchCreate,
} from '@atrium/contract';
import { and, count, desc, eq, or } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import type { AccessContext } from '../../platform/c13s/define-object.ts';
import { badRequest, forbidden, notFound } from '../../platform/http-errors.ts';
import { savedSearches, type SavedSearchRow } from './research.tables.ts';

const present = (row: SavedSearchRow, ctx: AccessContext): SavedSearch => ({
  id: row.id,
  name: row.name,
  visibility: row.visibility,
  // Stored from the contract's own parse; parsed again so a search saved under older limits reads.
  query: ResearchQuery.parse(row.query),
  owner_id: row.owner_id,
  mine: row.owner_id === ctx.user.id,
  created_at: row.created_at.toISOString(),
});

/** What the caller may open: their own searches, and searches shared with a link. */
const readable = (ctx: AccessContext) =>
  or(eq(savedSearches.owner_id, ctx.user.id), eq(savedSearches.visibility, 'link'))!;

/** The caller's own saved searches, newest first. */
export async function mySavedSearches(db: Db, ctx: AccessContext): Promise<SavedSearch[]> {
  const rows = await db
    .select()
    .from(savedSearches)
    .where(eq(savedSearches.owner_id, ctx.user.id))
    .orderBy(desc(savedSearches.created_at), desc(savedSearches.id));
  return rows.map((row) => present(row, ctx));
}

/** One saved search: the caller's own, or one shared with a link; 404 otherwise. */
export async function savedSearch(db: Db, id: string, ctx: AccessContext): Promise<SavedSearch> {
  const [row] = await db
    .select()
    .from(savedSearches)
    .where(and(eq(savedSearches.id, id), readable(ctx)));
  if (!row) throw notFound();
  return present(row, ctx);
}

/** Saves a search for the caller (at most SAVED_SEARCHES_MAX each). */
export async function saveSearch(db: Db, input: SavedSearchCreate, ctx: AccessContext): Promise<SavedSearch> {
  return db.transaction(async (tx) => {
    const [kept] = await tx
      .select({ n: count() })
      .from(savedSearches)
      .where(eq(savedSearches.owner_id, ctx.user.id));
    if ((kept?.n ?? 0) >= SAVED_SEARCHES_MAX) throw badRequest('research.tooManySaved');
    const [row] = await tx
      .insert(savedSearches)
      .values({ owner_id: ctx.user.id, name: input.name, visibility: input.visibility, query: input.query })
      .returning();
    return present(row!, ctx);
  });
}

/** Deletes one of the caller's saved searches: 404 if they cannot see it, 403 if it is someone else's. */
export async function deleteSavedSearch(db: Db, id: string, ctx: AccessContext): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ owner_id: savedSearches.owner_id })
      .from(savedSearches)
      .where(and(eq(savedSearches.id, id), readable(ctx)))
      .for('update');
    if (!row) throw notFound();
    if (row.owner_id !== ctx.user.id) throw forbidden('research.notYours');
    await tx.delete(savedSearches).where(eq(savedSearches.id, id));
  });
}
