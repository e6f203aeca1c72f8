import { http } from './http';
import type { RequestOptions } from './httpClient';

/** SPEC.md §9: the temporary file address is released after 40 seconds. */
export const BLOB_URL_LIFETIME_MS = 40_000;

/**
 * The file name of a Content-Disposition header: RFC 5987 `filename*=UTF-8''…` first (it carries
 * non-ASCII names), then plain `filename=`.
 */
export function fileNameFromDisposition(header: string | null): string | undefined {
  if (!header) return undefined;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  if (extended?.[2]) {
    try {
      return decodeURIComponent(extended[2].trim().replace(/^"|"$/g, ''));
    } catch {
      // A malformed escape: fall through to the plain name.
    }
  }
  const plain = /filename\s*=\s*("((?:\\.|[^"\\])*)"|[^;]+)/i.exec(header);
  if (!plain) return undefined;
  const name = plain[2] !== undefined ? plain[2].replace(/\\(.)/g, '$1') : plain[1]?.trim();
  return name || undefined;
}

/** Hands a blob to the browser as a download. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoking at once can cancel the download in some browsers; 40 s is the spec's margin.
  window.setTimeout(() => URL.revokeObjectURL(url), BLOB_URL_LIFETIME_MS);
}

/** Calls an endpoint that answers a file (e.g. resume generation) and saves it under its own name. */
export async function download(
  path: string,
  options: Omit<RequestOptions, 'notifySuccess'> & { fallbackName: string },
): Promise<string> {
  const { fallbackName, ...request } = options;
  const response = await http.requestResponse(path, request);
  const fileName = fileNameFromDisposition(response.headers.get('content-disposition')) ?? fallbackName;
  saveBlob(await response.blob(), fileName);
  return fileName;
}
