import {
  type AnyObjectDeclaration,
  type ExportLanguage,
  type FilterDeclaration,
  type FilterOf,
  type FilterValueType,
  type PermissionObject,
  type ServerMessageKey,
  type SortOf,
  type TagType,
} from '@atrium/contract';
import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/database.ts';
import type { AuditSpec } from '../audit/object-audit.ts';
import type { Cell } from '../export/table-export.ts';
import type { AuthUser } from '../fastify-types.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { SessionLiveness } from '../a12n/session-liveness.ts';

/**
 * Who is asking, and what they hold. `restricted`: a newcomer's access before their first day,
 * which rules narrow to the caller's own records.
 */
export type AccessContext = {
  user: AuthUser;
  can: (object: string, action: string) => boolean;
  restricted: boolean;
};

/** `true` allows, `false` refuses, an SQL condition allows exactly the rows it matches. */
export type AccessRule = (ctx: AccessContext) => boolean | SQL;

export type Operation = 'read' | 'create' | 'update' | 'delete';

/**
 * The app's services a store hands its hooks, given explicitly where the store is made: the mailer
 * (mails kept in the write's transaction) and the sessions' liveness (sessions a write ended).
 */
export type WriteServices = {
  mailer: Pick<Mailer, 'send'>;
  sessions: Pick<SessionLiveness, 'forget'>;
};

/**
 * Context of a write: it runs in one transaction with its hooks. `modifiedTagType`: the type an
 * update says it changes tags of (`?modified_tag_type=`), already known to be held by the caller.
 */
export type WriteContext = AccessContext & {
  tx: Tx;
  /** What a write may need beyond the database (a newcomer's new sign-in email mails and ends sessions). */
  services?: WriteServices | undefined;
  updateType?: string | undefined;
  modifiedTagType?: TagType | undefined;
};

/**
 * How a filter matches: a scalar column any given value, an array column any overlap; a condition
 * is no column but a rule of the values given (`leaving_this_week=true`), a facet only over a
 * closed list of values, each counted.
 */
export type FilterMatch = (
  { column: AnyPgColumn; kind: 'scalar' | 'array' } | { kind: 'condition'; where: (values: string[]) => SQL }
) & {
  /**
   * What holds when the filter is not given, for this caller: a default narrower than the read
   * rule, which lets a manager list others than active people only when they ask.
   */
  absent?: (ctx: AccessContext) => SQL;
};

/** A filter matching any of the given values of a column. */
export const scalarFilter = (column: AnyPgColumn) => ({ column, kind: 'scalar' as const });
/** A filter matching rows whose array column holds any of the given values. */
export const arrayFilter = (column: AnyPgColumn) => ({ column, kind: 'array' as const });

/** A filter parameter: how it matches, and what its values must be. */
export type FilterSpec = FilterMatch & {
  /** What each value must be (text when absent): an id, a whole number, true or false. */
  type?: FilterValueType | undefined;
  /** A closed list of values (languages, types): any other is refused with 400, not matched to nothing. */
  values?: readonly string[] | undefined;
};

export type SearchSpec = {
  /**
   * Free text: the rows it matches and, optionally, how well (higher first). `ctx`: who asks, for
   * an object whose searchable text is not all readable by every reader (the audit log's values).
   */
  text?: (q: string, ctx: AccessContext) => { where: SQL; rank?: SQL };
  /** Filter name (as on the wire) → column. Every filter may also be asked as a facet. */
  filters?: Record<string, FilterSpec>;
  /** Sort name → column, for `sort=name` / `sort=-name`. */
  sorts?: Record<string, AnyPgColumn>;
  /** Order when neither `sort` nor `q` is given. */
  defaultOrder: SQL[];
};

/**
 * The columns of `GET …/export`, in order: a heading in each language and the cell, read from the
 * presented record, so a file never shows what the record does not (presented a batch at a time).
 */
export type ExportColumns<Rec> = Record<
  string,
  { heading: Record<ExportLanguage, string>; cell: (record: Rec) => Cell }
>;

/** A table the engine can serve: every object's table has a uuid `id`. */
export type ObjectTable = PgTable & { id: AnyPgColumn };

type Row<T extends ObjectTable> = T['$inferSelect'];
type Insert<T extends ObjectTable> = T['$inferInsert'];

/**
 * One data object of the generic API (`/api/c13s/v2/{module}/{object}`) as the engine serves it:
 * the contract's declaration joined to its implementation (`implementObject`), that is its table,
 * who may do what, how it is searched and presented, and hooks for what is special about it.
 * `platform/c13s` serves every object the same way.
 */
export type ObjectDefinition<
  T extends ObjectTable = ObjectTable,
  Out extends z.ZodObject = z.ZodObject,
  Create extends z.ZodType = z.ZodType,
  Patch extends z.ZodType = z.ZodType,
> = {
  /** The contract's declaration this implements. */
  declaration: AnyObjectDeclaration;
  module: string;
  object: string;
  /** The `{object}` of `'{object} {action}'` permissions guarding it. */
  permission: PermissionObject;
  table: T;
  /** What a client sees of a record (nothing else leaves the server). */
  output: Out;
  /**
   * Rows → public records, in bulk so related data is loaded once per page. `access`: who reads,
   * given by the engine, for a record whose parts depend on the reader (an audit entry's values).
   */
  present: (
    rows: Row<T>[],
    ctx: { db: Db; access?: AccessContext },
  ) => Promise<z.infer<Out>[]> | z.infer<Out>[];
  /** Overrides of the default rule `can(permission, operation)`. */
  access?: Partial<Record<Operation, AccessRule>>;
  /**
   * What a record's `_can` reports where it is narrower than the rule guarding the route: some
   * pass the update gate for one field only (a top flag) and are not shown as editors.
   */
  shownAccess?: Partial<Record<'update' | 'delete', AccessRule>>;
  /** Which record is the caller's own, for `GET …/self`; no self route when absent. */
  self?: (user: AuthUser) => SQL;
  search: SearchSpec;
  create?: {
    input: Create;
    /** Accepted `POST …/{updateType}` suffixes. */
    updateTypes?: readonly string[];
    /** Validated input → the row to insert (owner, generated codes…); may refuse with an HttpError. */
    toRow: (input: z.infer<Create>, ctx: WriteContext) => Promise<Insert<T>> | Insert<T>;
    /** The code of the message a create answers with (default `created`). */
    msg?: ServerMessageKey;
  };
  update?: {
    input: Patch;
    /** Validated patch → the columns to set; may refuse with an HttpError. */
    toRow: (
      patch: z.infer<Patch>,
      ctx: WriteContext & { existing: Row<T> },
    ) => Promise<Partial<Insert<T>>> | Partial<Insert<T>>;
  };
  /**
   * Columns holding tags of a type (a profile's technical skills…): a write that changes which tags
   * such a column holds needs 'tag {type}' on top of the right to write the record, whatever the
   * route and whatever the client says it changes.
   */
  tagColumns?: Partial<Record<keyof Row<T> & string, TagType>>;
  /** Deleting is offered only when declared. */
  deletable?: boolean;
  /**
   * Runs in the delete's transaction, with the row locked, once the caller is known to be allowed
   * and before the row goes: for what no foreign key removes (files in the blob store) or a refusal
   * (an HttpError). Anything it throws undoes the whole delete.
   */
  beforeDelete?: (row: Row<T>, ctx: WriteContext) => Promise<void>;
  /** Runs in the delete's transaction once the row is gone: derived data that depended on it. */
  afterDelete?: (row: Row<T>, ctx: WriteContext) => Promise<void>;
  /**
   * Runs in the write's transaction after it: related tables, derived data. `before`: the row as
   * it was, for an update (what a rename rewrites from).
   */
  afterWrite?: (
    row: Row<T>,
    ctx: WriteContext & { operation: 'create' | 'update'; before?: Row<T> },
  ) => Promise<void>;
  /**
   * Each create, update and delete through the engine is recorded in the audit log, in its own
   * transaction, with the fields it changed (platform/audit). Not audited when absent.
   */
  audit?: AuditSpec;
  /** The columns of `GET …/export`, for an object the contract declares `exportable`. */
  export?: ExportColumns<z.infer<Out>>;
};

type Impl<D extends AnyObjectDeclaration, T extends ObjectTable> = ObjectDefinition<
  T,
  D['record'],
  NonNullable<D['create']>,
  NonNullable<D['patch']>
>;

/**
 * How the server keeps an object the contract declares: its table, presentation, access rules and
 * hooks. Names, schemas, filter and sort names come from the declaration; each filter and sort
 * named there needs its column here, and none other is accepted.
 */
export type ObjectImplementation<D extends AnyObjectDeclaration, T extends ObjectTable> = Pick<
  Impl<D, T>,
  | 'table'
  | 'present'
  | 'access'
  | 'shownAccess'
  | 'self'
  | 'tagColumns'
  | 'beforeDelete'
  | 'afterDelete'
  | 'afterWrite'
  | 'audit'
  | 'export'
> & {
  search: Omit<SearchSpec, 'filters' | 'sorts'> & {
    filters: { [F in FilterOf<D>]: FilterMatch };
    sorts: { [S in SortOf<D>]: AnyPgColumn };
  };
  create?: Omit<NonNullable<Impl<D, T>['create']>, 'input' | 'updateTypes'>;
  update?: Omit<NonNullable<Impl<D, T>['update']>, 'input'>;
};

/**
 * Implements a contract declaration with full typing; the registry then holds it without its
 * type parameters. A declared create, patch or delete without its implementation (or the
 * reverse) is a programming error, refused when the server starts.
 */
export function implementObject<D extends AnyObjectDeclaration, T extends ObjectTable>(
  declaration: D,
  { search, create, update, ...implementation }: ObjectImplementation<D, T>,
): ObjectDefinition {
  const name = `${declaration.module}/${declaration.object}`;
  if (Boolean(declaration.create) !== Boolean(create))
    throw new Error(`${name}: create declared or implemented alone`);
  if (Boolean(declaration.patch) !== Boolean(update))
    throw new Error(`${name}: patch declared or implemented alone`);
  if (Boolean(declaration.exportable) !== Boolean(implementation.export))
    throw new Error(`${name}: export declared or implemented alone`);
  // A facet is counted per value: a condition's values must be a closed list to count each.
  for (const facet of (declaration.facets ?? []) as readonly string[]) {
    const declared = (declaration.filters as Record<string, FilterDeclaration | undefined>)[facet];
    if (
      (search.filters as Record<string, FilterMatch | undefined>)[facet]?.kind === 'condition' &&
      !declared?.values
    )
      throw new Error(`${name}: facet ${facet} is a condition without a closed list of values to count`);
  }
  const filters = Object.fromEntries(
    Object.entries<FilterMatch>(search.filters).map(([filter, match]) => {
      const { type, values } = (declaration.filters as Record<string, FilterDeclaration>)[filter] ?? {};
      return [filter, { ...match, type, values }];
    }),
  );
  const definition: ObjectDefinition<T, D['record'], NonNullable<D['create']>, NonNullable<D['patch']>> = {
    ...implementation,
    declaration,
    module: declaration.module,
    object: declaration.object,
    permission: declaration.permission,
    output: declaration.record,
    search: { ...search, filters },
    create: create && { ...create, input: declaration.create, updateTypes: declaration.updateTypes },
    update: update && { ...update, input: declaration.patch },
    deletable: declaration.deletable ?? false,
  };
  // The engine only moves rows between the table and these functions, so erasing the
  // parameters here is sound; each implementation is checked against its own types above.
  return definition as unknown as ObjectDefinition;
}
