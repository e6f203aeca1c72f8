import { fileNameFromDisposition, saveBlob } from './download';
import { http } from './http';
import type { QueryParams } from './httpClient';

/** The server's count of the rows it is sending, where it knows it. */
export const TOTAL_COUNT_HEADER = 'x-total-count';

/** What has arrived so far: bytes, lines (a CSV's rows, heading included), and the rows announced. */
export type DownloadProgress = { bytes: number; lines: number; total: number | undefined };

type Options = {
  query?: QueryParams;
  signal?: AbortSignal;
  fallbackName: string;
  onProgress: (progress: DownloadProgress) => void;
};

const NEWLINE = 0x0a;

function countNewlines(chunk: Uint8Array): number {
  let count = 0;
  for (const byte of chunk) if (byte === NEWLINE) count += 1;
  return count;
}

/**
 * Downloads a file the server streams (a large export), telling what has arrived as it arrives,
 * then saves it under its own name. Aborting `signal` stops it (the fetch rejects with AbortError).
 */
export async function downloadWithProgress(
  path: string,
  { query, signal, fallbackName, onProgress }: Options,
): Promise<string> {
  const response = await http.requestResponse(path, { query, signal });
  const announced = Number(response.headers.get(TOTAL_COUNT_HEADER) ?? Number.NaN);
  const total = Number.isFinite(announced) ? announced : undefined;
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  const progress: DownloadProgress = { bytes: 0, lines: 0, total };
  onProgress({ ...progress });
  const reader = response.body?.getReader();
  for (let read = await reader?.read(); read && !read.done; read = await reader?.read()) {
    chunks.push(read.value);
    progress.bytes += read.value.length;
    progress.lines += countNewlines(read.value);
    onProgress({ ...progress });
  }
  const fileName = fileNameFromDisposition(response.headers.get('content-disposition')) ?? fallbackName;
  saveBlob(new Blob(chunks, { type: response.headers.get('content-type') ?? undefined }), fileName);
  return fileName;
}
