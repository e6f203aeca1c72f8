import { fork } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import type { TargetCommand, TargetCpu, TargetReady, TargetRequest } from './target-protocol.ts';

const script = fileURLToPath(new URL('./target-server.ts', import.meta.url));

export type RunningTarget = TargetReady & {
  /** CPU time the server (and its database, where known) has used so far. */
  cpu: () => Promise<TargetCpu>;
  stop: () => Promise<void>;
};

/** Starts a target server in a child process and waits until it listens. */
export function startTarget(request: TargetRequest): Promise<RunningTarget> {
  const child = fork(script, {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, BENCH_TARGET_REQUEST: JSON.stringify(request) },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const send = (command: TargetCommand) => child.send(command);
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const cpu = async () => {
    send('cpu');
    const [answer] = (await once(child, 'message')) as [TargetCpu];
    return answer;
  };
  const stop = async () => {
    if (child.exitCode === null) send('stop');
    await exited;
  };
  return new Promise((resolve, reject) => {
    child.once('message', (message: TargetReady) => resolve({ ...message, cpu, stop }));
    void exited.then((code) =>
      reject(new Error(`The ${request.target} target stopped before listening (exit ${code})`)),
    );
  });
}
