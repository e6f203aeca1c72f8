import { useCallback, useEffect, useRef, useState } from 'react';
import type { UploadTracking } from '../api/upload';

export type Upload = {
  /** How much has been sent, 0 to 1, while an upload is under way; undefined otherwise. */
  progress: number | undefined;
  /** The name of the file being sent, for the progress bar's label. */
  name: string;
  /**
   * Runs one upload of `file` with the tracking to pass to `upload(…)`; its answer or failure
   * comes back (an AbortError when cancelled).
   */
  track: <T>(file: { name: string }, send: (tracking: UploadTracking) => Promise<T>) => Promise<T>;
  /** Aborts the upload under way; the server keeps nothing of it. */
  cancel: () => void;
};

/**
 * The state of the uploads a screen makes, for UploadProgress: one at a time. Leaving the screen
 * (a dialog closed) cancels the upload under way.
 */
export function useUpload(): Upload {
  const [progress, setProgress] = useState<number>();
  const [name, setName] = useState('');
  const current = useRef<AbortController>(undefined);
  useEffect(() => () => current.current?.abort(), []);

  const track = useCallback(
    async <T>(file: { name: string }, send: (tracking: UploadTracking) => Promise<T>) => {
      const controller = new AbortController();
      current.current = controller;
      setName(file.name);
      setProgress(0);
      try {
        return await send({ signal: controller.signal, onProgress: setProgress });
      } finally {
        if (current.current === controller) {
          current.current = undefined;
          setProgress(undefined);
        }
      }
    },
    [],
  );
  const cancel = useCallback(() => current.current?.abort(), []);
  return { progress, name, track, cancel };
}
