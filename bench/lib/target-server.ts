/**
 * A server under load, in its own process so the load generator does not share its CPU: the real
 * Atrium app on a freshly seeded firm, or a bare Fastify with one constant route (the reference
 * every figure is compared with). Reports `ready` over IPC, cleans up on `stop`.
 */
import { randomBytes } from 'node:crypto';
import Fastify from 'fastify';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { openBenchDatabase } from './bench-database.ts';
import { explainPeopleSearch } from './explain.ts';
import { createLoopWatch } from './loop-watch.ts';
import { postgresCpuMicros } from './postgres-cpu.ts';
import { seedFirm } from './seed-firm.ts';
import { seedWall, wallPlans } from './seed-wall.ts';
import type { TargetCommand, TargetCpu, TargetReady, TargetRequest } from './target-protocol.ts';

type Started = {
  listen: () => Promise<string>;
  firm?: TargetReady['firm'];
  databaseCpuMicros: () => Promise<number | null>;
  close: () => Promise<void>;
};

async function startApp(request: Extract<TargetRequest, { target: 'app' }>): Promise<Started> {
  const database = await openBenchDatabase(request.engine);
  const firm = await seedFirm(database.db, {
    count: request.people,
    seed: request.seed,
    password: request.password,
  });
  const reader = firm.ids.get(firm.people[0]!.email)!;
  if (request.wallPosts) await seedWall(database.db, reader, request.wallPosts);
  // As deployed (behind a proxy at PUBLIC_URL), except the logger: a line per request would
  // measure the terminal, and the bare route logs nothing either.
  const config = loadConfig({
    NODE_ENV: 'production',
    PUBLIC_URL: 'http://127.0.0.1',
    LOG_LEVEL: 'silent',
    DATA_DIR: database.dataDir,
    JWT_SECRET: randomBytes(32).toString('hex'),
  });
  const app = await buildApp({ config, database });
  if (request.loginRoles) await app.permissions.setUserRoles(reader, request.loginRoles);
  const other = firm.people[Math.floor(firm.people.length / 2)]!;
  return {
    listen: () => app.listen({ host: '127.0.0.1', port: 0 }),
    firm: {
      login: firm.people[0]!.email,
      otherId: firm.ids.get(other.email)!,
      seedSeconds: firm.seconds,
      searchPlan: await explainPeopleSearch(database.db, request.searchFor),
      ...(request.wallPosts && { wallPlans: await wallPlans(database.db) }),
    },
    // PGlite runs inside this process, so its time is already in process.cpuUsage().
    databaseCpuMicros: async () => (request.engine === 'postgres' ? postgresCpuMicros(database.db) : null),
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

function startBare(): Started {
  const app = Fastify({ logger: false });
  app.get('/bare', async () => ({ ok: true }));
  return {
    listen: () => app.listen({ host: '127.0.0.1', port: 0 }),
    databaseCpuMicros: async () => null,
    close: () => app.close(),
  };
}

async function main(): Promise<void> {
  const request = JSON.parse(process.env.BENCH_TARGET_REQUEST ?? '') as TargetRequest;
  // Ctrl-C reaches the whole process group: let the benchmark go first, then clean up when its
  // channel closes, so no temporary database is left behind.
  process.on('SIGINT', () => {});
  const started = request.target === 'app' ? await startApp(request) : startBare();
  const stop = () => void started.close().then(() => process.exit(0));
  if (!process.connected) return stop();
  process.once('disconnect', stop);
  const baseUrl = await started.listen();
  const loopWatch = createLoopWatch();
  process.on('message', (command: TargetCommand) => {
    if (command === 'cpu') {
      const { user, system } = process.cpuUsage();
      void started
        .databaseCpuMicros()
        .then((databaseMicros) =>
          process.send!({ type: 'cpu', micros: user + system, databaseMicros } satisfies TargetCpu),
        );
    } else if (command === 'watch') {
      loopWatch.start();
    } else if (command === 'watched') {
      process.send!(loopWatch.stop());
    } else if (command === 'stop') {
      process.off('disconnect', stop);
      stop();
    }
  });
  process.send!({ type: 'ready', baseUrl, firm: started.firm } satisfies TargetReady);
}

main().catch((error: unknown) => {
  process.stderr.write(
    `Target server failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
