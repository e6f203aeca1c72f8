import { createHash } from 'node:crypto';
import { type ServerMessageKey } from '@atrium/contract';
import { Transform, type TransformCallback } from 'node:stream';
import { HttpError } from '../http-errors.ts';

/** Enough of the start of a file to tell its type, Office zips included (their parts list comes first). */
const HEAD_BYTES = 256 * 1024;

/** What an upload must be, checked while it streams. */
export type UploadRules = {
  maxBytes: number;
  /** Message of the 413 when the file is larger. */
  tooLarge: ServerMessageKey;
  /** Message of the 400 when the file is empty. */
  empty: ServerMessageKey;
  /** The type to store, read from the first bytes; throws an HttpError (415) to refuse the file. */
  detectType: (head: Buffer) => Promise<string>;
  /** Told of every chunk's size before it is stored; throws (429) to stop an upload over a rate. */
  meter?: (bytes: number) => void;
};

export type InspectedFile = { contentType: string; size: number; sha256: string };

/**
 * Passes an upload through unchanged while counting, hashing and typing it. Nothing goes on until
 * the first HEAD_BYTES (or the whole of a smaller file) have shown an accepted type, so a refused
 * file stops before most of it is stored; any breach makes the stream fail, and the store drops
 * what it had written.
 */
export class UploadInspector extends Transform {
  private readonly hash = createHash('sha256');
  private size = 0;
  private head: Buffer[] | undefined = [];
  private contentType: string | undefined;
  private readonly rules: UploadRules;

  constructor(rules: UploadRules) {
    super();
    this.rules = rules;
  }

  /** The facts of a file that went through whole. */
  result(): InspectedFile {
    if (this.contentType === undefined || this.head !== undefined) throw new Error('upload not finished');
    return { contentType: this.contentType, size: this.size, sha256: this.hash.digest('hex') };
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    try {
      this.size += chunk.length;
      if (this.size > this.rules.maxBytes) throw new HttpError(413, this.rules.tooLarge);
      this.rules.meter?.(chunk.length);
      this.hash.update(chunk);
    } catch (error) {
      done(error as Error);
      return;
    }
    if (this.head === undefined) {
      done(null, chunk);
      return;
    }
    this.head.push(chunk);
    if (this.size < HEAD_BYTES) {
      done();
      return;
    }
    this.releaseHead().then(() => done(), done);
  }

  override _flush(done: TransformCallback): void {
    if (this.size === 0) {
      done(new HttpError(400, this.rules.empty));
      return;
    }
    if (this.head === undefined) {
      done();
      return;
    }
    this.releaseHead().then(() => done(), done);
  }

  private async releaseHead(): Promise<void> {
    const head = Buffer.concat(this.head!);
    this.head = undefined;
    this.contentType = await this.rules.detectType(head);
    this.push(head);
  }
}
