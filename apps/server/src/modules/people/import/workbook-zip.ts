import type { Readable } from 'node:stream';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { HttpError, badRequest } from '../../../platform/http-errors.ts';
import { STEP_BYTES } from './import-sheet.ts';

export const workbookUnreadable = () =>
  badRequest('import.workbookUnreadable', { file: 'import.workbookUnreadable' });

const workbookTooLarge = () =>
  new HttpError(413, 'import.workbookTooLarge', { file: 'import.workbookTooLarge' });

/**
 * An .xlsx file (a zip) held in memory, read with yauzl, whose entries unpack as streams, all of
 * them within one budget of unpacked bytes counted as they come: a zip bomb is refused (413) once
 * it has unpacked `maxUnpacked` bytes, never after having unpacked it all. yauzl checks each entry
 * against the size its directory claims (`validateEntrySizes`): one that unpacks to more is
 * corrupt (400) from its claim's next byte; the budget holds whatever the directory says.
 */
export class WorkbookZip {
  readonly #zip: ZipFile;
  readonly #entries: Map<string, Entry>;
  readonly #maxUnpacked: number;
  #unpacked = 0;

  private constructor(zip: ZipFile, entries: Map<string, Entry>, maxUnpacked: number) {
    this.#zip = zip;
    this.#entries = entries;
    this.#maxUnpacked = maxUnpacked;
  }

  /** The zip's directory, read an entry at a time; what is not a zip is a 400. */
  static async open(bytes: Buffer, maxUnpacked: number): Promise<WorkbookZip> {
    try {
      const zip = await yauzl.fromBufferPromise(bytes, { validateEntrySizes: true });
      const entries = new Map<string, Entry>();
      for await (const entry of zip.eachEntry()) entries.set(entry.fileName, entry);
      return new WorkbookZip(zip, entries, maxUnpacked);
    } catch {
      throw workbookUnreadable();
    }
  }

  /** Every entry's name, as the directory lists them. */
  get names(): string[] {
    return [...this.#entries.keys()];
  }

  has(name: string): boolean {
    return this.#entries.has(name);
  }

  /**
   * The entry's bytes, STEP_BYTES at most at a time (a stored entry's come in larger slices, all
   * at once); a corrupt entry is a 400, too much unpacked a 413. The inflating stream is pulled,
   * so zlib works ahead of the reader by no more than its buffers, and stopping (a throw here or
   * in the reader) destroys it.
   */
  async *unpack(name: string): AsyncGenerator<Buffer> {
    const entry = this.#entries.get(name);
    if (!entry) throw workbookUnreadable();
    let stream: Readable | undefined;
    try {
      stream = await this.#zip.openReadStreamPromise(entry);
      for await (const chunk of stream as AsyncIterable<Buffer>) {
        for (let start = 0; start < chunk.length; start += STEP_BYTES) {
          const step = chunk.subarray(start, start + STEP_BYTES);
          this.#unpacked += step.length;
          if (this.#unpacked > this.#maxUnpacked) throw workbookTooLarge();
          yield step;
        }
      }
    } catch (error) {
      throw error instanceof HttpError ? error : workbookUnreadable();
    } finally {
      stream?.destroy();
    }
  }
}
