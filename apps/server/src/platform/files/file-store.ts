import type { Readable } from 'node:stream';
import type { FilesConfig } from '../../config.ts';
import { createFsFileStore } from './fs-file-store.ts';
import { createS3FileStore } from './s3-file-store.ts';

/** Inclusive byte positions, as in an HTTP range. */
export type ByteRange = { start: number; end: number };

/**
 * Where the bytes of uploaded files live, each under its blob's id. The database keeps what is
 * known of them (blob-store.ts). A write is all or nothing: a failed or aborted source leaves no
 * object and no temporary file behind.
 */
/** The store has no file under the key: the database lists a file the store lacks (a restore without the files). */
export class StoredFileMissing extends Error {
  readonly key: string;

  constructor(key: string) {
    super(`no stored file ${key}`);
    this.key = key;
  }
}

export type FileStore = {
  /** Copies the stream under `key`, replacing what was there; resolves once it is durable. */
  write(key: string, source: Readable): Promise<void>;
  /** The bytes (or some of them) as a stream; rejects with StoredFileMissing when there is no such file. */
  read(key: string, range?: ByteRange): Promise<Readable>;
  /** Whether a file is stored under `key` (without reading it). */
  exists(key: string): Promise<boolean>;
  /** Removes the file; nothing to remove is not an error. */
  remove(key: string): Promise<void>;
  /** Removes what a crash may have left mid-write (run at start). */
  sweepLeftovers(): Promise<void>;
};

export function createFileStore(config: FilesConfig): FileStore {
  return config.driver === 's3' ? createS3FileStore(config) : createFsFileStore(config.dir);
}
