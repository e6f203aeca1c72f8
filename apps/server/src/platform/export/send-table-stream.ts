import type { FastifyReply } from 'fastify';
import { contentDisposition } from '../files/content-disposition.ts';
import { TABLE_CONTENT_TYPES, type TableFormat } from './table-export.ts';
import { tableStream, type TableStream } from './table-stream.ts';

type StreamedTable = {
  format: TableFormat;
  sheet: string;
  headers: readonly string[];
  /** The file's name, without its extension. */
  name: string;
  /** Extra headers of the answer (how many rows are coming…). */
  headersOut?: Record<string, string>;
};

/**
 * Sends a table as `{name}.{format}` while `fill` writes its rows a batch at a time (back-pressure:
 * `write` waits for the client), never cached (it is personal data). Everything that may be
 * refused is checked before: once the headers are gone, a failure only cuts the download short,
 * and the log says why.
 */
export async function sendTableStream(
  reply: FastifyReply,
  { format, sheet, headers, name, headersOut = {} }: StreamedTable,
  fill: (write: TableStream['write']) => Promise<void>,
): Promise<FastifyReply> {
  const table = await tableStream(format, sheet, headers);
  fill(table.write)
    .then(table.end)
    .catch((error: unknown) => {
      reply.log.warn({ err: error }, `${name} download stopped`);
      table.body.destroy();
    });
  return reply
    .type(TABLE_CONTENT_TYPES[format])
    .header('content-disposition', contentDisposition('attachment', `${name}.${format}`))
    .header('cache-control', 'private, no-store')
    .headers(headersOut)
    .send(table.body);
}
