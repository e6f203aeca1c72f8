import { Readable, pipeline } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { createInflateRaw } from 'node:zlib';
import { HttpError, badRequest } from '../../../platform/http-errors.ts';
import { STEP_BYTES } from './import-sheet.ts';

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const STORED = 0;
const DEFLATED = 8;
/**
 * Compressed bytes given to zlib at a time. Deflate unpacks at most ~1,032 times what it reads, so
 * one slice never puts more than ~4 MB ahead of the reader (zlib pushes all of a write's output).
 */
const SLICE = 4 * 1024;

type Entry = { method: number; compressedSize: number; localHeader: number };

export const workbookUnreadable = () =>
  badRequest('import.workbookUnreadable', { file: 'import.workbookUnreadable' });

/** The entries of a zip's central directory by name; the zip's last bytes say where it is. */
function directory(zip: Buffer): Map<string, Entry> {
  const lowest = Math.max(0, zip.length - 22 - 0xffff);
  let end = zip.length - 22;
  while (end >= lowest && zip.readUInt32LE(end) !== END_OF_DIRECTORY) end -= 1;
  if (end < lowest) throw workbookUnreadable();
  const entries = new Map<string, Entry>();
  let at = zip.readUInt32LE(end + 16);
  for (let count = zip.readUInt16LE(end + 10); count > 0; count -= 1) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== DIRECTORY_ENTRY) throw workbookUnreadable();
    const nameLength = zip.readUInt16LE(at + 28);
    entries.set(zip.toString('utf8', at + 46, at + 46 + nameLength), {
      method: zip.readUInt16LE(at + 10),
      compressedSize: zip.readUInt32LE(at + 20),
      localHeader: zip.readUInt32LE(at + 42),
    });
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return entries;
}

async function* slices(data: Buffer, size: number): AsyncGenerator<Buffer> {
  for (let start = 0; start < data.length; start += size) {
    yield data.subarray(start, start + size);
    // Stored bytes come at once: the reader's turn is made here.
    await nextTurn();
  }
}

/**
 * An .xlsx file (a zip) held in memory, whose entries unpack as streams, all of them within one
 * budget of unpacked bytes counted as they come: a zip bomb is refused (413) once it has unpacked
 * `maxUnpacked` bytes, whatever its headers claim, never after having unpacked it all.
 */
export class WorkbookZip {
  readonly #zip: Buffer;
  readonly #entries: Map<string, Entry>;
  readonly #maxUnpacked: number;
  #unpacked = 0;

  constructor(zip: Buffer, maxUnpacked: number) {
    this.#zip = zip;
    this.#entries = directory(zip);
    this.#maxUnpacked = maxUnpacked;
  }

  has(name: string): boolean {
    return this.#entries.has(name);
  }

  /** The entry's bytes, a chunk at a time; a corrupt entry is a 400, too much unpacked a 413. */
  async *unpack(name: string): AsyncGenerator<Buffer> {
    const entry = this.#entries.get(name);
    if (!entry) throw workbookUnreadable();
    const zip = this.#zip;
    const header = entry.localHeader;
    if (header + 30 > zip.length || zip.readUInt32LE(header) !== LOCAL_HEADER) throw workbookUnreadable();
    const start = header + 30 + zip.readUInt16LE(header + 26) + zip.readUInt16LE(header + 28);
    if (start + entry.compressedSize > zip.length) throw workbookUnreadable();
    const data = zip.subarray(start, start + entry.compressedSize);
    let chunks: AsyncIterable<Buffer>;
    if (entry.method === STORED) chunks = slices(data, STEP_BYTES);
    else if (entry.method === DEFLATED)
      chunks = pipeline(Readable.from(slices(data, SLICE)), createInflateRaw(), () => undefined);
    else throw workbookUnreadable();
    try {
      for await (const chunk of chunks) {
        this.#unpacked += chunk.length;
        if (this.#unpacked > this.#maxUnpacked)
          throw new HttpError(413, 'import.workbookTooLarge', { file: 'import.workbookTooLarge' });
        yield chunk;
      }
    } catch (error) {
      throw error instanceof HttpError ? error : workbookUnreadable();
    }
  }
}
