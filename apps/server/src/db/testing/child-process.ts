import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const holder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'hold-database.ts');

export type Holder = { child: ChildProcess; line: string };

/** Starts hold-database.ts on `dataDir` and answers its first line: `ready <starts>` or `failed <why>`. */
export function startHolder(dataDir: string): Promise<Holder> {
  const child = spawn(process.execPath, [holder, dataDir], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const newline = output.indexOf('\n');
      if (newline >= 0) resolve({ child, line: output.slice(0, newline) });
    });
    child.on('exit', (code) => reject(new Error(`holder exited with ${code} before a line: ${output}`)));
  });
}

/** Resolves with the exit code or signal once the child has exited. */
export function exited(child: ChildProcess): Promise<number | string> {
  if (child.exitCode !== null) return Promise.resolve(child.exitCode);
  if (child.signalCode !== null) return Promise.resolve(child.signalCode);
  return new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal ?? -1)));
}
