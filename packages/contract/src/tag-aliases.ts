import { z } from 'zod';
import { PAGE_SIZE_MAX } from './limits.ts';
import { messageFields } from './api.ts';
import { TagName } from './people.ts';

/** Most aliases one tag may have. */
export const TAG_ALIASES_MAX = 20;

/** Another word for a tag (JS for JavaScript): searches resolve it to the tag. */
export const TagAlias = z.object({ id: z.string(), tag_id: z.string(), alias: z.string() });
export type TagAlias = z.infer<typeof TagAlias>;

/** `POST …/tags/{id}/aliases`: unique per type whatever its case, and no tag name of the type. */
export const TagAliasInput = z.strictObject({ alias: TagName });
export type TagAliasInput = z.infer<typeof TagAliasInput>;

/** `GET …/tags/aliases?id=…&id=…`: the aliases of a page of tags, in one request. */
export const TagAliasesQuery = z.object({
  id: z.union([z.uuid(), z.array(z.uuid()).min(1).max(PAGE_SIZE_MAX)]),
});
export const TagAliasesBody = z.object({ data: z.array(TagAlias) });
export type TagAliasesBody = z.infer<typeof TagAliasesBody>;
export const TagAliasBody = z.object({ ...messageFields, alias: TagAlias });
export type TagAliasBody = z.infer<typeof TagAliasBody>;
