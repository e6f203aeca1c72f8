import { z } from 'zod';
import { PAGE_SIZE_MAX } from './limits.ts';
import type { PermissionObject } from './permissions.ts';

/** A search filter as the wire knows it: `?{name}=v` (repeat it for any of several values). */
export type FilterDeclaration = {
  /** What each value must be (text when absent); anything else is refused with 400. */
  type?: FilterValueType;
  /** A closed list (languages, types): any other value is refused with 400, not matched to nothing. */
  values?: readonly string[];
};

export const FILTER_VALUE_TYPES = ['text', 'id', 'integer', 'boolean', 'date', 'availability'] as const;
export type FilterValueType = (typeof FILTER_VALUE_TYPES)[number];

/** How a filter value of each type is written in a query: what the server accepts. */
export const FILTER_VALUE_PATTERNS: Record<Exclude<FilterValueType, 'text'>, RegExp> = {
  id: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
  integer: /^-?\d{1,9}$/,
  boolean: /^(?:true|false)$/,
  /** A calendar day, `YYYY-MM-DD`. */
  date: /^\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])$/,
  /** Free at least a share (1–100 %) from a day for 1 to 6 months: `50:2027-03-01:3`. */
  availability: /^(?:100|[1-9]\d?):\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01]):[1-6]$/,
};

/**
 * One object of the generic data API (`/api/c13s/v2/{module}/{object}`), as server and web both
 * know it: its names, its records and inputs, how it is searched, and the permission guarding it.
 * The server implements it (`implementObject`), the web calls it (`useSearch(object, …)`): neither
 * restates any of it.
 */
export type ObjectDeclaration<
  Rec extends z.ZodObject = z.ZodObject,
  Create extends z.ZodType = z.ZodType,
  Patch extends z.ZodType = z.ZodType,
  Filter extends string = string,
  Sort extends string = string,
  Facet extends Filter = Filter,
> = {
  module: string;
  object: string;
  /** The `{object}` of the `'{object} {action}'` permissions that guard it. */
  permission: PermissionObject;
  /** What a client sees of a record. */
  record: Rec;
  /** `POST …/{object}`, when records are created through the generic API. */
  create?: Create;
  /** `PATCH …/{object}/{id}`, when records are changed through the generic API. */
  patch?: Patch;
  /** Accepted `POST …/{object}/{updateType}` suffixes of a create. */
  updateTypes?: readonly string[];
  /** Filter name → its declaration; every filter may also be asked as a facet (`…/cardinalities`). */
  filters: { readonly [F in Filter]: FilterDeclaration };
  /** The filters a list page offers as facets, in the order it shows them (all when absent). */
  facets?: readonly Facet[];
  /** `sort=name` / `sort=-name` (descending). */
  sorts: readonly Sort[];
  /** `DELETE …/{object}/{id}` is offered. */
  deletable?: boolean;
  /** `GET …/{object}/export`: the whole filtered search as CSV or Excel (the server names the columns). */
  exportable?: boolean;
};

/** Any declaration, whatever its types: what registries and generic code hold. */
// The parameters are erased on purpose: code generic over every object reads only the names.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyObjectDeclaration = ObjectDeclaration<z.ZodObject, any, any, string, string>;

/**
 * What the viewer may do with a record, decided by the server with the object's own rules: the web
 * hides what the server would refuse without knowing why.
 */
export const RecordAbilities = z.object({ update: z.boolean(), delete: z.boolean() });
export type RecordAbilities = z.infer<typeof RecordAbilities>;

/** A record as the generic routes send it: the declared record and `_can`. */
export const withAbilities = <Rec extends z.ZodObject>(record: Rec) =>
  record.extend({ _can: RecordAbilities });

export type RecordOf<D extends AnyObjectDeclaration> = z.infer<D['record']> & { _can: RecordAbilities };
/** What a create or a patch sends: never for an object that declares none. */
export type CreateOf<D extends AnyObjectDeclaration> = z.input<NonNullable<D['create']>>;
export type PatchOf<D extends AnyObjectDeclaration> = z.input<NonNullable<D['patch']>>;
export type FilterOf<D extends AnyObjectDeclaration> = keyof D['filters'] & string;
export type SortOf<D extends AnyObjectDeclaration> = D['sorts'][number];
/** The filters a list page shows as facets: those the object names, else all. */
export type FacetOf<D extends AnyObjectDeclaration> = NonNullable<D['facets']>[number];

/** Declares an object, keeping every literal type (filter and sort names) for both sides. */
export function defineObject<
  Rec extends z.ZodObject,
  Filter extends string,
  Sort extends string,
  Create extends z.ZodType = z.ZodNever,
  Patch extends z.ZodType = z.ZodNever,
  Facet extends Filter = Filter,
>(declaration: ObjectDeclaration<Rec, Create, Patch, Filter, Sort, Facet>) {
  return declaration;
}

const oneOrMore = (value: z.ZodType) => z.union([value, z.array(value)]);
/** An empty parameter (`?sort=`) counts as none. */
const orEmpty = (value: z.ZodType) => z.union([value, z.literal('')]);

function filterValue({ type = 'text', values }: FilterDeclaration): z.ZodType {
  if (values) return z.enum(values as [string, ...string[]]);
  return type === 'text' ? z.string() : z.string().regex(FILTER_VALUE_PATTERNS[type]);
}

/**
 * The querystring of `…/search` and `…/count` (and, with `field`, `…/cardinalities`), as the OpenAPI
 * document shows it. The server parses queries itself (platform/c13s/search-query.ts), naming each
 * refused parameter; this schema describes, it does not validate.
 */
export function searchQuerySchema(declaration: AnyObjectDeclaration, withFacets = false) {
  const filter = (name: string, declaration: FilterDeclaration) =>
    oneOrMore(orEmpty(filterValue(declaration)))
      .optional()
      .describe(`Records whose ${name} is any of the values given`);
  const sortNames = declaration.sorts.flatMap((sort) => [sort, `-${sort}`]);
  return z.object({
    q: z
      .string()
      .optional()
      .describe('Free text (at most 200 characters), best matches first when no sort is given'),
    ...(sortNames.length > 0 && {
      sort: orEmpty(z.enum(sortNames as [string, ...string[]]))
        .optional()
        .describe('A field; prefix - for descending'),
    }),
    page: orEmpty(z.number().int().min(1).max(10_000)).optional(),
    size: orEmpty(z.number().int().min(1).max(PAGE_SIZE_MAX)).optional(),
    ...(withFacets && {
      field: oneOrMore(z.enum(Object.keys(declaration.filters) as [string, ...string[]])).describe(
        'The facets to count, under the other filters',
      ),
    }),
    ...Object.fromEntries(
      Object.entries(declaration.filters).map(([name, spec]) => [name, filter(name, spec)]),
    ),
  });
}

/** The files a list is exported as. */
export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
/** The languages an export writes its headings in. */
export const EXPORT_LANGUAGES = ['en', 'fr'] as const;
export type ExportLanguage = (typeof EXPORT_LANGUAGES)[number];

/** The querystring of `…/export`: the search's (paging ignored), the file's format and its headings' language. */
export function exportQuerySchema(declaration: AnyObjectDeclaration) {
  return searchQuerySchema(declaration)
    .omit({ page: true, size: true })
    .extend({
      format: z.enum(EXPORT_FORMATS).optional().describe('csv (the default) or xlsx'),
      lang: z.enum(EXPORT_LANGUAGES).optional().describe('The language of the headings, en by default'),
    });
}
