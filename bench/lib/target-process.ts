import { fork } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import type {
  TargetCommand,
  TargetCpu,
  TargetReady,
  TargetRequest,
  TargetWatched,
} from './target-protocol.ts';

const script = fileURLToPath(new URL('./target-server.ts', import.meta.url));

export type RunningTarget = TargetReady & {
  /** CPU time the server (and its database, where known) has used so far. */
  cpu: () => Promise<TargetCpu>;
  /** Starts watching the server's event loop and memory; `watched` tells what was seen since. */
  watch: () => void;
  watched: () => Promise<TargetWatched>;
  stop: () => Promise<void>;
};

/** Starts a target server in a child process and waits until it listens. */
export function startTarget(request: TargetRequest): Promise<RunningTarget> {
  const child = fork(script, {
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
  const watch = () => send('watch');
  const watched = async () => {
    send('watched');
    const [answer] = (await once(child, 'message')) as [TargetWatched];
    return answer;
  };
  const stop = async () => {
    if (child.exitCode === null) send('stop');
    await exited;
  };
  return new Promise((resolve, reject) => {
    child.once('message', (message: TargetReady) => resolve({ ...message, cpu, watch, watched, stop }));
    void exited.then((code) =>
      reject(new Error(`The ${request.target} target stopped before listening (exit ${code})`)),
    );
  });
}
