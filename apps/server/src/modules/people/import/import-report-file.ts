import type { ExportLanguage, ImportAction, ImportLine, ImportReportQuery } from '@atrium/contract';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import { sendTableStream } from '../../../platform/export/send-table-stream.ts';
import { inImportBatches } from './import-batches.ts';

/** The report's words in each language; a refusal's reason is the server's message (English). */
const WORDS: Record<
  ExportLanguage,
  { headings: readonly string[]; actions: Record<ImportAction, string>; cleared: string }
> = {
  en: {
    headings: ['Row', 'Email', 'What happens', 'Details'],
    actions: { create: 'New', update: 'Updated', unchanged: 'Unchanged', refused: 'Refused' },
    cleared: 'cleared',
  },
  fr: {
    headings: ['Ligne', 'E-mail', 'Ce qui se passe', 'Détails'],
    actions: { create: 'Nouvelle', update: 'Mise à jour', unchanged: 'Inchangée', refused: 'Refusée' },
    cleared: 'vidée',
  },
};

/** A line's details: the columns an update changes (those it empties marked), or why it is refused. */
function details(line: ImportLine, lang: ExportLanguage): string {
  if (line.errors) {
    return Object.entries(line.errors)
      .map(([column, reason]) => {
        const value = line.values?.[column];
        return value === undefined ? `${column}: ${reason}` : `${column} ${JSON.stringify(value)}: ${reason}`;
      })
      .join(' · ');
  }
  return (line.changes ?? [])
    .map((column) => (line.cleared?.includes(column) ? `${column} (${WORDS[lang].cleared})` : column))
    .join(', ');
}

/**
 * `POST …/import/report`: every line of the file's dry run (the answer of the import lists at most
 * 200 of each action), as CSV or Excel in `lang`, streamed a batch at a time.
 */
export function sendImportReport(
  reply: FastifyReply,
  lines: readonly ImportLine[],
  { format, lang }: z.infer<typeof ImportReportQuery>,
  name: string,
): Promise<FastifyReply> {
  const words = WORDS[lang];
  return sendTableStream(
    reply,
    {
      format,
      sheet: name,
      headers: words.headings,
      name,
      headersOut: { 'x-total-count': String(lines.length) },
    },
    async (write) => {
      for await (const batch of inImportBatches(lines)) {
        await write(
          batch.map((line) => [line.row, line.email, words.actions[line.action], details(line, lang)]),
        );
      }
    },
  );
}
