import { auditLogObject, type AuditEntry } from '@atrium/contract';
import { and, desc, gte, inArray, lt, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { accessRule } from '../c13s/access.ts';
import type { DbOrTx } from '../../db/database.ts';
import {
  implementObject,
  scalarFilter as scalar,
  type AccessContext,
  type ObjectDefinition,
} from '../c13s/define-object.ts';
import { foldedTextSearch } from '../c13s/folded-text-search.ts';
import { loadPersonRefs } from '../users/person-refs.ts';
import { apiTokens } from '../api-tokens/api-tokens.tables.ts';
import { auditLog, type AuditRow } from './audit.tables.ts';
import { notAPreferenceToggle, withoutPreferences } from './preferences.ts';
import { readableEntries } from './readable-entries.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The first instant of a `YYYY-MM-DD` day in UTC (the filter's pattern has checked the form). */
const dayStart = (day: string) => new Date(`${day}T00:00:00Z`);

/** A day bound: `since` keeps what happened from the start of the day, `until` up to its end. */
const dayBound = (bound: (day: string) => SQL) => ({
  kind: 'condition' as const,
  where: (days: string[]) => or(...days.map(bound))!,
});

/**
 * Entries → records. An entry's values (`changes`) are shown only where the reader may read the
 * record it is about (`readableEntries`); elsewhere the entry keeps who did what and when, its
 * values withheld. No reader given (a call outside the engine): every value is withheld.
 */
async function present(
  objects: readonly ObjectDefinition[],
  rows: AuditRow[],
  { db, access }: { db: DbOrTx; access?: AccessContext },
): Promise<AuditEntry[]> {
  const [actors, shown, tokens] = await Promise.all([
    loadPersonRefs(
      db,
      rows.flatMap((row) => (row.actor ? [row.actor] : [])),
    ),
    readableIds(db, objects, rows, access),
    tokenNames(
      db,
      rows.flatMap((row) => (row.token_id ? [row.token_id] : [])),
    ),
  ]);
  const entries = rows.map((row) => {
    const withheld = !shown.has(row.id) && Object.keys(row.changes).length > 0;
    return {
      id: row.id,
      at: row.at.toISOString(),
      actor: row.actor ? (actors.get(row.actor) ?? null) : null,
      token: row.token_id ? (tokens.get(row.token_id) ?? null) : null,
      object: row.object,
      record_id: row.record_id,
      action: row.action,
      changes: withheld ? {} : withoutPreferences(row.object, row.changes),
      withheld,
    };
  });
  // Names only for what the reader sees: a withheld entry's values mention nothing.
  const names = await namesOf(
    db,
    objects,
    access,
    entries.flatMap((entry) => idsIn(entry.changes)),
  );
  return entries.map((entry) => {
    const named = idsIn(entry.changes).flatMap((id) => (names.has(id) ? [[id, names.get(id)!]] : []));
    return { ...entry, names: Object.fromEntries(named) };
  });
}

/** The names of the API tokens some writes came with (a token is revoked, never deleted). */
async function tokenNames(db: DbOrTx, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: apiTokens.id, name: apiTokens.name })
    .from(apiTokens)
    .where(inArray(apiTokens.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row.name]));
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Every id a recorded value holds: a column of ids, a list of them, a group's `{ user_id }` places. */
function idsIn(value: unknown): string[] {
  if (typeof value === 'string') return UUID.test(value) ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(idsIn);
  if (value && typeof value === 'object') return Object.values(value).flatMap(idsIn);
  return [];
}

/**
 * The names behind some ids, in a few queries: people by their name, then the records of the
 * audited objects that have a `name` (solutions, groups, credentials, tags…) that the reader may
 * read by that object's own rule. An id of nothing readable has no name.
 */
async function namesOf(
  db: DbOrTx,
  objects: readonly ObjectDefinition[],
  access: AccessContext | undefined,
  ids: string[],
): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  if (!access || ids.length === 0) return names;
  const people = await loadPersonRefs(db, ids);
  for (const [id, person] of people) names.set(id, `${person.first_name} ${person.last_name}`);
  const rest = [...new Set(ids.filter((id) => !names.has(id)))];
  const named = rest.length === 0 ? [] : objects.filter((def) => 'name' in def.table);
  const found = await Promise.all(
    named.map(async (def) => {
      const rule = accessRule(def, 'read', access);
      if (rule === false) return [];
      const table = def.table as typeof def.table & { name: AnyColumn };
      return db
        .select({ id: table.id, name: sql<string>`${table.name}` })
        .from(table)
        .where(and(inArray(table.id, rest), rule === true ? undefined : rule));
    }),
  );
  for (const row of found.flat()) names.set(row.id as string, row.name);
  return names;
}

/** Which of these entries the reader may see the values of, in one query. */
async function readableIds(
  db: DbOrTx,
  objects: readonly ObjectDefinition[],
  rows: AuditRow[],
  access: AccessContext | undefined,
): Promise<Set<string>> {
  if (!access || rows.length === 0) return new Set();
  const readable = await db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(
      and(
        inArray(
          auditLog.id,
          rows.map((row) => row.id),
        ),
        readableEntries(objects, access),
      ),
    );
  return new Set(readable.map((row) => row.id));
}

const valuesSearch = foldedTextSearch(sql`lower(immutable_unaccent(${auditLog.changes}::text))`);

/**
 * `admin/audit_log`: the history of audited writes, newest first, for holders of 'audit read';
 * `objects`, the audited objects' implementations, whose read rules decide whose values a reader
 * sees. Read-only: the declaration offers no write, and the table's trigger refuses any anyway.
 */
export const auditLogImplementation = (objects: readonly ObjectDefinition[]) =>
  implementObject(auditLogObject, {
    table: auditLog,
    // A person's theme and language toggles, recorded before they were left out, stay hidden.
    access: { read: ({ can }) => can('audit', 'read') && notAPreferenceToggle },
    present: (rows, ctx) => present(objects, rows, ctx),
    search: {
      // The values changed (a name, a code): an administrator looks for what they remember, among
      // the values they may see only, or a search would tell what a withheld entry holds.
      text: (q, ctx) => {
        const { where, rank } = valuesSearch(q);
        return { where: and(where, readableEntries(objects, ctx))!, rank };
      },
      filters: {
        record_id: scalar(auditLog.record_id),
        actor: scalar(auditLog.actor),
        object: scalar(auditLog.object),
        action: scalar(auditLog.action),
        since: dayBound((day) => gte(auditLog.at, dayStart(day))),
        until: dayBound((day) => lt(auditLog.at, new Date(dayStart(day).getTime() + DAY_MS))),
      },
      sorts: { at: auditLog.at },
      defaultOrder: [desc(auditLog.at), desc(auditLog.id)],
    },
  });
