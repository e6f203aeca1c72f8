import { message, type ImportLine, type ImportReport } from '@atrium/contract';
import type { DbOrTx } from '../../../db/database.ts';
import { recordAudit, type AuditEntry } from '../../../platform/audit/audit.ts';
import { inImportBatches } from './import-batches.ts';
import { reportLines } from './report-lines.ts';

/** What a file does, line by line (the report), and the writes applying it makes. */
export type ImportPlan<Create, Update> = { lines: ImportLine[]; creates: Create[]; updates: Update[] };

/** An audit entry, or none (an object that is not audited). */
type Audited = AuditEntry | null | undefined;

/** The steps of one kind of import (people, assignments); `runImport` runs them. */
export type ImportSteps<File, Create, Update> = {
  /** The file's rows, read once: the dry run and the apply both plan from them. */
  read: () => Promise<File>;
  /** What the file does to the database as it is; when applying, in the write's transaction. */
  plan: (db: DbOrTx, file: File) => Promise<ImportPlan<Create, Update>>;
  /** Inserts a batch of new records (at most IMPORT_BATCH), giving their audit entries. */
  create: (tx: DbOrTx, batch: Create[]) => Promise<Audited[]>;
  /** Writes one change to a known record, giving its audit entry. */
  update: (tx: DbOrTx, change: Update) => Promise<Audited>;
};

const audited = (entries: readonly Audited[]) =>
  entries.filter((entry): entry is AuditEntry => Boolean(entry));

/**
 * The loop every import of the firm's files shares: read the file; a dry run only plans; applying
 * plans again in one transaction (the database may have moved since the dry run) and writes the
 * plan a batch at a time, each batch's audit entries beside it, so a refused write leaves nothing
 * and the same file twice changes nothing the second time. The answer lists at most
 * IMPORT_REPORT_LINES_MAX lines of each action, with the totals (`reportLines`).
 */
export async function runImport<File, Create, Update>(
  db: DbOrTx,
  apply: boolean,
  { read, plan, create, update }: ImportSteps<File, Create, Update>,
): Promise<ImportReport> {
  const file = await read();
  if (!apply) {
    const { lines } = await plan(db, file);
    return { applied: false, ...(await reportLines(lines)), ...message('import.planned') };
  }
  const lines = await db.transaction(async (tx) => {
    const { lines, creates, updates } = await plan(tx, file);
    for await (const batch of inImportBatches(creates)) {
      await recordAudit(tx, audited(await create(tx, [...batch])));
    }
    for await (const batch of inImportBatches(updates)) {
      const entries: Audited[] = [];
      for (const change of batch) entries.push(await update(tx, change));
      await recordAudit(tx, audited(entries));
    }
    return lines;
  });
  return { applied: true, ...(await reportLines(lines)), ...message('import.applied') };
}

/** Every line of a dry run, for the full report (`…/import/report`): nothing is written. */
export async function dryRunLines<File>(
  db: DbOrTx,
  { read, plan }: Pick<ImportSteps<File, unknown, unknown>, 'read' | 'plan'>,
): Promise<ImportLine[]> {
  return (await plan(db, await read())).lines;
}
