import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import type { ResumeContent } from './resume-content.ts';

let pool: Piscina | undefined;

/**
 * A PDF resume embeds its font, which fontkit parses and subsets for each document: tens of
 * milliseconds of CPU each, enough to stall every other request if it ran on the event loop (a
 * zip of 100 resumes would stall it 100 times). It runs on at most one worker thread per core,
 * at most 2; a worker idle for a few seconds ends.
 */
export async function renderResumePdfOffThread(content: ResumeContent): Promise<Buffer> {
  pool ??= new Piscina({
    filename: new URL('./resume-pdf-worker.ts', import.meta.url).href,
    minThreads: 0,
    maxThreads: Math.min(availableParallelism(), 2),
    idleTimeout: 5_000,
    // Each PDF parses the font anew and leaves tens of megabytes of garbage; a small heap makes
    // the worker collect it early instead of growing the process by hundreds of megabytes.
    resourceLimits: { maxOldGenerationSizeMb: 48, maxYoungGenerationSizeMb: 8 },
  });
  const bytes = (await pool.run(content, { name: 'renderInWorker' })) as Uint8Array;
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
