import { message, type RecordAbilities, type TagType } from '@atrium/contract';
import { and, count, desc, eq, getTableColumns, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/database.ts';
import { auditOf } from '../audit/object-audit.ts';
import { badRequest, forbidden, notFound } from '../http-errors.ts';
import { parseInput } from '../validation.ts';
import { accessRule, refuseUnlessMatches, rowFilterOrRefuse } from './access.ts';
import type { AccessContext, ObjectDefinition, WriteServices } from './define-object.ts';
import { parseSearch, type RawQuery } from './search-query.ts';
import { assertTagRights } from './tag-rights.ts';

/** Most distinct values a facet lists, most frequent first. */
const FACET_VALUES_MAX = 200;

type AnyRow = Record<string, unknown>;

/** What an update's querystring adds: the tag type it says it changes (already checked as held). */
type UpdateOptions = { modifiedTagType?: TagType | undefined };

/** The columns a read selects. Search documents are large and never presented: left out of every read. */
export function recordColumns({ table }: ObjectDefinition): Record<string, AnyPgColumn> {
  return Object.fromEntries(
    Object.entries(getTableColumns(table)).filter(([, column]) => column.getSQLType() !== 'tsvector'),
  ) as Record<string, AnyPgColumn>;
}

/**
 * The generic operations on one declared object: reads under the caller's row filter, searches
 * with facets, and writes in a transaction with the object's hooks.
 */
export function createObjectStore(def: ObjectDefinition, db: Db, services?: WriteServices) {
  const table = def.table;
  const columns = recordColumns(def);
  const audit = auditOf(def);

  /**
   * The record as the audit log compares it (row and related fields), the row locked until the
   * write commits: read in the write's transaction, so a concurrent edit cannot slip in between.
   */
  async function auditedState(tx: Tx, id: string): Promise<AnyRow | null> {
    const [row] = await tx.select(columns).from(table).where(eq(table.id, id)).for('update');
    return row && audit ? audit.state(tx, row) : null;
  }

  /** What `_can` reports of an operation: a decision for every row, or a condition for each. */
  function shownRule(operation: 'update' | 'delete', ctx: AccessContext): boolean | SQL {
    const offered = operation === 'update' ? Boolean(def.update) : def.deletable;
    if (!offered) return false;
    return def.shownAccess?.[operation]?.(ctx) ?? accessRule(def, operation, ctx);
  }

  /**
   * The columns a read selects for this caller: the record's, and `_can`'s row conditions as
   * columns of the same query, so knowing what the caller may do costs no query of its own.
   */
  function readColumns(ctx: AccessContext) {
    const update = shownRule('update', ctx);
    const remove = shownRule('delete', ctx);
    const condition = (rule: SQL) => sql<boolean>`coalesce((${rule}), false)`;
    return {
      ...columns,
      ...(typeof update !== 'boolean' && { can_update__: condition(update) }),
      ...(typeof remove !== 'boolean' && { can_delete__: condition(remove) }),
    };
  }

  /** Rows read with `readColumns` → records, each with what the caller may do with it (`_can`). */
  async function present(rows: AnyRow[], ctx: AccessContext) {
    const update = shownRule('update', ctx);
    const remove = shownRule('delete', ctx);
    const bare = rows.map(({ can_update__: _, can_delete__: __, ...row }) => row);
    const records = await def.present(bare as never[], { db, access: ctx });
    return records.map((record, index) => {
      const row = rows[index]!;
      const abilities: RecordAbilities = {
        update: typeof update === 'boolean' ? update : row.can_update__ === true,
        delete: typeof remove === 'boolean' ? remove : row.can_delete__ === true,
      };
      return { ...record, _can: abilities };
    });
  }

  async function presentOne(row: AnyRow, ctx: AccessContext) {
    const [presented] = await present([row], ctx);
    return presented!;
  }

  const selectRows = (where: SQL | undefined, ctx: AccessContext) =>
    db.select(readColumns(ctx)).from(table).where(where);

  // Reading one record is the hottest call; where nothing depends on the caller it skips query building.
  const byIdStatement = db
    .select(columns)
    .from(table)
    .where(eq(table.id, sql.placeholder('id')))
    .limit(1)
    .prepare(`${def.module}_${def.object}_by_id`);

  async function readableRow(id: string, ctx: AccessContext): Promise<AnyRow> {
    const filter = rowFilterOrRefuse(def, 'read', ctx);
    const callerFree =
      !filter &&
      typeof shownRule('update', ctx) === 'boolean' &&
      typeof shownRule('delete', ctx) === 'boolean';
    const [row] = callerFree
      ? await byIdStatement.execute({ id })
      : await selectRows(and(eq(table.id, id), filter), ctx).limit(1);
    if (!row) throw notFound();
    return row;
  }

  /** For update and delete: the row must be readable (else 404) and match the operation's rule (else 403). */
  async function writableRow(
    id: string,
    operation: 'update' | 'delete',
    ctx: AccessContext,
  ): Promise<AnyRow> {
    const row = await readableRow(id, ctx);
    const filter = rowFilterOrRefuse(def, operation, ctx);
    if (filter) await refuseUnlessMatches(db, def, id, filter);
    return row;
  }

  return {
    definition: def,

    async byId(id: string, ctx: AccessContext) {
      return presentOne(await readableRow(id, ctx), ctx);
    },

    async self(ctx: AccessContext) {
      if (!def.self) throw notFound();
      const filter = rowFilterOrRefuse(def, 'read', ctx);
      const [row] = await selectRows(and(def.self(ctx.user), filter), ctx).limit(1);
      if (!row) throw notFound();
      return presentOne(row, ctx);
    },

    async search(query: RawQuery, ctx: AccessContext) {
      const parsed = parseSearch(def.search, query, rowFilterOrRefuse(def, 'read', ctx), ctx);
      const rows = await db
        .select({ ...readColumns(ctx), total__: sql<number>`count(*) over ()`.mapWith(Number) })
        .from(table)
        .where(parsed.where)
        .orderBy(...parsed.order)
        .limit(parsed.size)
        .offset((parsed.page - 1) * parsed.size);
      // Past the last page no row carries the window count, so ask for it.
      const total = rows[0]?.total__ ?? (parsed.page > 1 ? await countWhere(parsed.where) : 0);
      const data = await present(
        rows.map(({ total__: _, ...row }) => row),
        ctx,
      );
      return { data, total };
    },

    async count(query: RawQuery, ctx: AccessContext) {
      const parsed = parseSearch(def.search, query, rowFilterOrRefuse(def, 'read', ctx), ctx);
      return { count: await countWhere(parsed.where) };
    },

    /** Counts per value of each asked facet, under the same filters as the search. */
    async cardinalities(query: RawQuery, ctx: AccessContext) {
      const parsed = parseSearch(def.search, query, rowFilterOrRefuse(def, 'read', ctx), ctx);
      if (parsed.fields.length === 0)
        throw badRequest(undefined, { field: { msg: 'Name at least one field' } });
      const result: Record<string, Record<string, number>> = {};
      for (const field of new Set(parsed.fields)) {
        const filter = def.search.filters![field]!;
        const counts =
          filter.kind === 'condition'
            ? await conditionFacet(filter.where, filter.values ?? [], parsed.where)
            : filter.kind === 'array'
              ? await arrayFacet(filter.column, parsed.where)
              : await scalarFacet(filter.column, parsed.where);
        result[field] = Object.fromEntries(counts.map(({ value, count }) => [String(value), count]));
      }
      return result;
    },

    async create(input: unknown, updateType: string | undefined, ctx: AccessContext) {
      const spec = def.create;
      if (!spec) throw notFound();
      if (rowFilterOrRefuse(def, 'create', ctx) !== undefined) throw forbidden();
      if (updateType !== undefined && !spec.updateTypes?.includes(updateType)) throw notFound();
      const parsed = parseInput(spec.input, input);
      const id = await db.transaction(async (tx) => {
        const write = { ...ctx, tx, updateType, services };
        const values = await spec.toRow(parsed, write);
        assertTagRights(def, ctx, undefined, values);
        const [row] = await tx
          .insert(table)
          .values(values as never)
          .returning();
        await def.afterWrite?.(row as never, { ...write, operation: 'create' });
        if (audit) await audit.record(tx, ctx.user.id, 'create', null, await audit.state(tx, row as AnyRow));
        return (row as AnyRow).id as string;
      });
      return { id, ...message(spec.msg ?? 'created') };
    },

    async update(id: string, input: unknown, ctx: AccessContext, { modifiedTagType }: UpdateOptions = {}) {
      const spec = def.update;
      if (!spec) throw notFound();
      const existing = await writableRow(id, 'update', ctx);
      const patch = parseInput(spec.input, input);
      const row = await db.transaction(async (tx) => {
        const write = { ...ctx, tx, updateType: undefined, modifiedTagType, services };
        const before = audit ? await auditedState(tx, id) : null;
        const set = await spec.toRow(patch, { ...write, existing: existing as never });
        if (Object.keys(set).length === 0) throw badRequest('nothingToUpdate');
        assertTagRights(def, ctx, existing, set);
        // Returned with `_can`'s conditions, as they hold for the row now.
        const [updated] = await tx.update(table).set(set).where(eq(table.id, id)).returning(readColumns(ctx));
        await def.afterWrite?.(updated as never, {
          ...write,
          operation: 'update',
          before: existing as never,
        });
        if (audit) {
          // Read again: afterWrite and triggers may have changed the row after the update returned it.
          await audit.record(tx, ctx.user.id, 'update', before, await auditedState(tx, id));
        }
        return updated as AnyRow;
      });
      return { ...(await presentOne(row, ctx)), ...message('updated') };
    },

    /** The checks, then `beforeDelete` and the delete in one transaction. */
    async remove(id: string, ctx: AccessContext) {
      if (!def.deletable) throw notFound();
      await writableRow(id, 'delete', ctx);
      const rule = rowFilterOrRefuse(def, 'delete', ctx);
      await db.transaction(async (tx) => {
        // Locked until the delete commits, so nothing (a file, a member) is attached to the row
        // while beforeDelete clears what hangs from it. The rule is applied again under the lock:
        // a row changed meanwhile so that the caller may no longer delete it is left alone.
        const [row] = await tx
          .select(columns)
          .from(table)
          .where(and(eq(table.id, id), rule))
          .for('update');
        if (!row) throw notFound();
        // Taken before anything hanging from the row goes with it.
        const before = audit && (await audit.state(tx, row));
        await def.beforeDelete?.(row as never, { ...ctx, tx, updateType: undefined });
        await tx.delete(table).where(eq(table.id, id));
        await def.afterDelete?.(row as never, { ...ctx, tx, updateType: undefined });
        if (audit && before) await audit.record(tx, ctx.user.id, 'delete', before, null);
      });
      return message('deleted');
    },
  };

  async function countWhere(where: SQL | undefined): Promise<number> {
    const [row] = await db.select({ count: count() }).from(table).where(where);
    return row?.count ?? 0;
  }

  function scalarFacet(column: AnyPgColumn, where: SQL | undefined) {
    return db
      .select({ value: column, count: count() })
      .from(table)
      .where(and(where, isNotNull(column)))
      .groupBy(column)
      .orderBy(desc(count()), column)
      .limit(FACET_VALUES_MAX);
  }

  /** A condition over a closed list of values (a state read at query time): each value counted. */
  async function conditionFacet(
    condition: (values: string[]) => SQL,
    values: readonly string[],
    where: SQL | undefined,
  ): Promise<{ value: string; count: number }[]> {
    if (values.length === 0) return [];
    const [row] = await db
      .select(
        Object.fromEntries(
          values.map((value, index) => [
            `v${index}`,
            sql<number>`count(*) filter (where ${condition([value])})`.mapWith(Number),
          ]),
        ),
      )
      .from(table)
      .where(where);
    return values
      .map((value, index) => ({ value, count: Number(row?.[`v${index}`] ?? 0) }))
      .filter(({ count: counted }) => counted > 0)
      .sort((a, b) => b.count - a.count);
  }

  function arrayFacet(column: AnyPgColumn, where: SQL | undefined) {
    const values = db
      .select({ value: sql<string>`unnest(${column})`.as('value') })
      .from(table)
      .where(where)
      .as('facet_values');
    return db
      .select({ value: values.value, count: count() })
      .from(values)
      .groupBy(values.value)
      .orderBy(desc(count()), values.value)
      .limit(FACET_VALUES_MAX);
  }
}

export type ObjectStore = ReturnType<typeof createObjectStore>;
