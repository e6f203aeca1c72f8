import { useState } from 'react';
import { resumeObject, type GenerateResumeInput, type ResumeZipInput } from '@atrium/contract';
import { c13sPath } from './c13s';
import { download } from './download';

/**
 * Resume files from `POST …/resume/generate` (one resume) and `POST …/resume/zip` (several),
 * saved through the shell's download helper under the name the server gives. `busy` names the
 * file being made, so only its button spins.
 */
export function useResumeDownload() {
  const [busy, setBusy] = useState<string>();

  const run = async (key: string, path: string, body: unknown, fallbackName: string) => {
    setBusy(key);
    try {
      await download(path, { method: 'POST', body, fallbackName });
    } catch {
      // The http client has told the person why.
    } finally {
      setBusy(undefined);
    }
  };

  return {
    busy,
    generate: (input: GenerateResumeInput, fallbackName: string) =>
      run(
        `${input.resume_id ?? input.user_id}:${input.format}`,
        c13sPath(resumeObject, 'generate'),
        input,
        fallbackName,
      ),
    zip: (input: ResumeZipInput) =>
      run(
        `zip:${input.format}`,
        c13sPath(resumeObject, 'zip'),
        input,
        `CV-library-${new Date().toISOString().slice(0, 10)}.zip`,
      ),
  };
}
