import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

export type RealServer = { child: ChildProcess; exited: Promise<unknown> };

/** `npm start`'s server command; resolves once /api/health answers 200, rejects if it exits first. */
export async function startServer(env: NodeJS.ProcessEnv, base: string): Promise<RealServer> {
  const child = spawn(process.execPath, ['apps/server/src/main.ts'], {
    cwd: root,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  let gone = false;
  void exited.then(() => (gone = true));
  for (;;) {
    if (gone) throw new Error(`the server exited with ${child.exitCode ?? child.signalCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { child, exited };
    } catch {
      // not listening yet
    }
    await sleep(50);
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A port nothing listens on now, on the loopback address. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}
