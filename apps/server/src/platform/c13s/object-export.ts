import { EXPORT_FORMATS, EXPORT_LANGUAGES, type ExportFormat, type ExportLanguage } from '@atrium/contract';
import { count } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { Db } from '../../db/database.ts';
import { badRequest, worded } from '../http-errors.ts';
import { sendTableStream } from '../export/send-table-stream.ts';
import { rowFilterOrRefuse } from './access.ts';
import { readInBatches } from './batched-read.ts';
import type { AccessContext, ObjectDefinition } from './define-object.ts';
import { recordColumns } from './object-store.ts';
import { parseSearch, type RawQuery } from './search-query.ts';

/** The header telling the client how many rows are coming, for its progress. */
export const TOTAL_COUNT_HEADER = 'x-total-count';

type ExportParams = { format: ExportFormat; lang: ExportLanguage; search: RawQuery };

const oneOf = <T extends string>(list: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (list as readonly string[]).includes(value);

/**
 * `format` and `lang` are the export's own; the rest is the search's (paging ignored: the whole
 * result is exported), refused by `parseSearch` with the same 400s as `…/search`.
 */
function exportParams({ format = 'csv', lang = 'en', page: _, size: __, ...search }: RawQuery): ExportParams {
  const formatKnown = oneOf(EXPORT_FORMATS, format);
  const langKnown = oneOf(EXPORT_LANGUAGES, lang);
  if (formatKnown && langKnown) return { format, lang, search };
  throw badRequest(
    undefined,
    worded({
      ...(!formatKnown && { format: `Expected one of ${EXPORT_FORMATS.join(', ')}` }),
      ...(!langKnown && { lang: `Expected one of ${EXPORT_LANGUAGES.join(', ')}` }),
    }),
  );
}

/**
 * `GET …/{object}/export`: the whole result of the search the same query would make, under the
 * same row filter, as CSV or Excel, streamed a batch at a time (`readInBatches`), each batch
 * presented as the API presents records, then turned into the declared columns.
 */
export function createObjectExport(def: ObjectDefinition, db: Db) {
  const columns = Object.values(def.export ?? {});
  const selected = recordColumns(def);

  return async function sendExport(reply: FastifyReply, query: RawQuery, ctx: AccessContext) {
    // Everything that may be refused is checked before the first byte goes out.
    const { format, lang, search } = exportParams(query);
    const parsed = parseSearch(def.search, search, rowFilterOrRefuse(def, 'read', ctx), ctx);
    const [counted] = await db.select({ total: count() }).from(def.table).where(parsed.where);
    const read = { table: def.table, columns: selected, where: parsed.where, order: parsed.order };
    const today = new Date().toISOString().slice(0, 10);
    return sendTableStream(
      reply,
      {
        format,
        sheet: def.object,
        headers: columns.map(({ heading }) => heading[lang]),
        name: `${def.object}-${today}`,
        headersOut: { [TOTAL_COUNT_HEADER]: String(counted?.total ?? 0) },
      },
      (write) =>
        readInBatches(db, read, async (rows) => {
          const records = await def.present(rows as never[], { db, access: ctx });
          await write(records.map((record) => columns.map(({ cell }) => cell(record))));
        }),
    );
  };
}
