import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows, type DatabaseTarget } from '../apps/server/src/db/database.ts';
import { createDatabase } from '../apps/server/src/test/scratch-database.ts';
import { availableEngines, type Engine } from './lib/bench-database.ts';
import { freePort, sleep, startServer, type RealServer } from './lib/real-server.ts';
import { busyWarning, machine, writeResults } from './lib/report.ts';

const CYCLES = Number(process.env.CRASH_CYCLES ?? 20);
const WRITERS = 4;
const DEMO_PASSWORD = 'crash-bench-password';

type EngineResult = {
  engine: Engine;
  cycles: number;
  restartsOk: number;
  restartSeconds: { median: number; max: number };
  acknowledged: number;
  lost: number;
};

/**
 * `npm run bench -- crash`: the real server (`npm start`'s command) in a child process, writers
 * hammering it, `kill -9` at a random moment, start again; at the end every write the server
 * acknowledged (201) must be in the database. CRASH_CYCLES sets the number of kills (default 20).
 */
export async function run(): Promise<void> {
  process.stdout.write(`crash: ${CYCLES} kill -9 cycles per engine, ${WRITERS} writers\n`);
  const warning = busyWarning();
  if (warning) process.stdout.write(`${warning}\n`);
  const results: EngineResult[] = [];
  for (const engine of availableEngines()) results.push(await crashEngine(engine));
  process.stdout.write(`\n${table(results)}\n`);
  const file = await writeResults('crash', { machine: machine(), cycles: CYCLES, results });
  process.stdout.write(`\nresults: ${file}\n`);
}

async function crashEngine(engine: Engine): Promise<EngineResult> {
  const target = await freshTarget(engine);
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...target.env,
    HOST: '127.0.0.1',
    PORT: String(port),
    LOG_LEVEL: 'warn',
    SEED_DEMO: '1',
    DEMO_PASSWORD,
    NODE_ENV: 'production',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
  };
  const base = `http://127.0.0.1:${port}`;
  const acknowledged = new Set<string>();
  const restarts: number[] = [];
  let restartsOk = 0;
  let server: RealServer | undefined;
  try {
    server = await startServer(env, base); // the first start seeds the demo firm
    const cookie = await signIn(base);
    for (let cycle = 1; cycle <= CYCLES; cycle += 1) {
      const stopWriting = writeUntilKilled(base, cookie, cycle, acknowledged);
      await sleep(500 + Math.random() * 1500);
      server.child.kill('SIGKILL');
      await server.exited;
      await stopWriting();
      const started = Date.now();
      try {
        server = await startServer(env, base);
        restarts.push((Date.now() - started) / 1000);
        restartsOk += 1;
      } catch (error) {
        process.stdout.write(`  ${engine} cycle ${cycle}: restart failed: ${String(error)}\n`);
        server = await startServer(env, base);
      }
      process.stdout.write(
        `  ${engine} cycle ${cycle}/${CYCLES}: ${acknowledged.size} writes acknowledged, restart ${restarts.at(-1)?.toFixed(2)} s\n`,
      );
    }
    server.child.kill('SIGTERM');
    await server.exited;
    const found = await storedWrites(target.database);
    const lost = [...acknowledged].filter((write) => !found.has(write)).length;
    return {
      engine,
      cycles: CYCLES,
      restartsOk,
      restartSeconds: { median: median(restarts), max: Math.max(...restarts) },
      acknowledged: acknowledged.size,
      lost,
    };
  } finally {
    // A failure midway leaves the server running on the data: stop it before the data goes.
    if (server && server.child.exitCode === null && server.child.signalCode === null) {
      server.child.kill('SIGKILL');
      await server.exited;
    }
    await target.remove();
  }
}

type Target = { env: NodeJS.ProcessEnv; database: DatabaseTarget; remove: () => Promise<void> };

async function freshTarget(engine: Engine): Promise<Target> {
  if (engine === 'pglite') {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'atrium-crash-'));
    return {
      env: { DATA_DIR: dataDir },
      database: { kind: 'pglite', dataDir: path.join(dataDir, 'pglite') },
      remove: () => rm(dataDir, { recursive: true, force: true }),
    };
  }
  const empty = await createDatabase(process.env.TEST_DATABASE_URL!);
  return {
    env: { DATABASE_URL: empty.url, JWT_SECRET: 'crash-bench-secret-'.padEnd(40, 'x') },
    database: { kind: 'postgres', url: empty.url },
    remove: empty.drop,
  };
}

async function signIn(base: string): Promise<string> {
  const response = await fetch(`${base}/api/a12n/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'employee@atrium.demo', password: DEMO_PASSWORD }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

/** Writers posting reports until the server dies; answers a function that waits for them. */
function writeUntilKilled(base: string, cookie: string, cycle: number, acknowledged: Set<string>) {
  const writers = Array.from({ length: WRITERS }, async (_, writer) => {
    for (let n = 0; ; n += 1) {
      const description = `crash-${cycle}-${writer}-${n}`;
      try {
        const response = await fetch(`${base}/api/c13s/v2/report/report`, {
          method: 'POST',
          headers: { cookie, 'content-type': 'application/json' },
          body: JSON.stringify({ page: '/crash', type: 'bug', description }),
        });
        if (response.status === 201) acknowledged.add(description);
        else throw new Error(`write answered ${response.status}`);
      } catch (error) {
        if (error instanceof Error && error.message.startsWith('write answered')) throw error;
        return; // the connection died with the server
      }
    }
  });
  return async () => {
    await Promise.all(writers);
  };
}

async function storedWrites(database: DatabaseTarget): Promise<Set<string>> {
  const opened = await openDatabase(database);
  try {
    const rows = await queryRows<{ description: string }>(
      opened.db,
      sql`select description from reports where page = '/crash'`,
    );
    return new Set(rows.map((row) => row.description));
  } finally {
    await opened.close();
  }
}

function table(results: readonly EngineResult[]): string {
  const header =
    '| engine | kill -9 cycles | restarts that succeeded | restart median / max | writes acknowledged | lost |';
  const rows = results.map(
    (r) =>
      `| ${r.engine} | ${r.cycles} | ${r.restartsOk} | ${r.restartSeconds.median.toFixed(2)} s / ${r.restartSeconds.max.toFixed(2)} s | ${r.acknowledged} | ${r.lost} |`,
  );
  return [header, '| --- | --- | --- | --- | --- | --- |', ...rows].join('\n');
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((x, y) => x - y);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
}
