import { execFile } from 'node:child_process';
import { access, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { constants } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pLimit from 'p-limit';

/** Where Debian's package, the official packages and macOS put LibreOffice's `soffice`. */
const USUAL_PLACES = [
  '/usr/bin/soffice',
  '/usr/lib/libreoffice/program/soffice',
  '/opt/libreoffice/program/soffice',
  '/Applications/LibreOffice.app/Contents/MacOS/soffice',
];

/** A conversion longer than this is a hung office: it is killed and the caller told. */
const CONVERSION_TIMEOUT_MS = 90_000;

/** Word to PDF with LibreOffice, when the server has it; `available` says whether it does. */
export type PdfConverter = {
  readonly available: boolean;
  /** The PDF of a .docx; throws PdfConversionFailed when LibreOffice is absent, fails or hangs. */
  convert(docx: Buffer): Promise<Buffer>;
  close(): Promise<void>;
};

export class PdfConversionFailed extends Error {}

const executable = (file: string) =>
  access(file, constants.X_OK).then(
    () => true,
    () => false,
  );

/** `SOFFICE_PATH` as given ('off': none), else the first usual place that holds it. */
export async function findSoffice(configured: string | undefined): Promise<string | undefined> {
  if (configured === 'off') return undefined;
  if (configured) return (await executable(configured)) ? configured : undefined;
  for (const place of USUAL_PLACES) if (await executable(place)) return place;
  return undefined;
}

/**
 * Converts with a headless `soffice` in a child process (the event loop only waits), one
 * conversion at a time (LibreOffice takes a lock on its profile, and two would share the 2 cores
 * with the requests), each under a timeout, with a profile of its own in a private temporary
 * folder, so neither a person's LibreOffice settings nor another instance's lock get in the way.
 */
export async function createPdfConverter({
  sofficePath,
  timeoutMs = CONVERSION_TIMEOUT_MS,
}: {
  sofficePath: string | undefined;
  timeoutMs?: number;
}): Promise<PdfConverter> {
  const soffice = await findSoffice(sofficePath);
  const oneAtATime = pLimit(1);
  let home: Promise<string> | undefined;
  const workDir = () => (home ??= mkdtemp(path.join(os.tmpdir(), 'atrium-soffice-')));

  async function convertNow(docx: Buffer): Promise<Buffer> {
    const root = await workDir();
    const job = await mkdtemp(path.join(root, 'job-'));
    try {
      const input = path.join(job, 'cv.docx');
      await writeFile(input, docx);
      await new Promise<void>((resolve, reject) => {
        execFile(
          soffice!,
          [
            `-env:UserInstallation=${pathToFileURL(path.join(root, 'profile')).href}`,
            '--headless',
            '--norestore',
            '--nolockcheck',
            '--nodefault',
            '--convert-to',
            'pdf',
            '--outdir',
            job,
            input,
          ],
          { timeout: timeoutMs, killSignal: 'SIGKILL', maxBuffer: 1024 * 1024 },
          (error) => (error ? reject(new PdfConversionFailed(error.message)) : resolve()),
        );
      });
      return await readFile(path.join(job, 'cv.pdf')).catch(() => {
        throw new PdfConversionFailed('LibreOffice wrote no PDF');
      });
    } finally {
      await rm(job, { recursive: true, force: true });
    }
  }

  return {
    available: soffice !== undefined,
    async convert(docx) {
      if (!soffice) throw new PdfConversionFailed('LibreOffice is not available');
      return oneAtATime(() => convertNow(docx));
    },
    async close() {
      if (home) await rm(await home, { recursive: true, force: true });
    },
  };
}
