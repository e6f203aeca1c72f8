import type { ProgressListener } from '../api/xhrTransport';

/**
 * The component tests' upload transport: their API is a mocked fetch (mockApi), so uploads go
 * through it too, all at once. The tests of progress and cancel use the XMLHttpRequest one.
 */
export const fetchUploadTransport =
  (onProgress: ProgressListener): typeof fetch =>
  async (input, init) => {
    const response = await fetch(input, init);
    onProgress(1);
    return response;
  };
