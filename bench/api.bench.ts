import { checkGoals } from './lib/api-goals.ts';
import { availableEngines, type Engine } from './lib/bench-database.ts';
import { indexesUsed } from './lib/explain.ts';
import { DEFAULT_LOAD, measure, type LoadOptions, type Measurement } from './lib/load.ts';
import { busyWarning, loadAverage, machine, measurementTable, writeResults } from './lib/report.ts';
import { signIn } from './lib/sign-in.ts';
import { startTarget } from './lib/target-process.ts';

const PEOPLE = 10_000;
const SEED = 2026;
const PASSWORD = 'bench-password-2026';
/** A skill about one person in fourteen lists: a search with many matches to rank. */
const SEARCH_FOR = 'React';

const usersApi = '/api/c13s/v2/cv_library/users';
const searchPath = `${usersApi}/search?q=${encodeURIComponent(SEARCH_FOR)}`;
/** One person alone: the latency of a search itself, without 49 others queued before it. */
const ALONE: LoadOptions = { connections: 1, seconds: 5, warmupSeconds: 1 };
const readTargets = (otherId: string) => [
  { name: 'user by id', path: `${usersApi}/${otherId}`, load: DEFAULT_LOAD },
  { name: 'user search', path: searchPath, load: DEFAULT_LOAD },
  { name: 'user search', path: searchPath, load: ALONE },
  { name: 'cardinalities', path: `${usersApi}/cardinalities?field=business_unit`, load: DEFAULT_LOAD },
];

type EngineRun = { rows: Measurement[]; seedSeconds: number; searchPlan: string[]; indexes: string[] };

const say = (line: string) => process.stdout.write(`${line}\n`);

/** Fails early when a target does not answer 200: its figures would measure errors. */
async function preflight(url: string, cookie: string): Promise<void> {
  const response = await fetch(url, { headers: { cookie } });
  if (!response.ok) {
    throw new Error(`${url} answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
  }
}

async function measureBare(): Promise<Measurement> {
  const bare = await startTarget({ target: 'bare' });
  try {
    return await measure({
      name: 'bare route',
      engine: '-',
      url: `${bare.baseUrl}/bare`,
      cpu: bare.cpu,
    });
  } finally {
    await bare.stop();
  }
}

/** Seeds a firm on the engine, starts the app on it, signs in and loads each read target. */
async function measureEngine(engine: Engine): Promise<EngineRun> {
  say(`  ${engine}: seeding ${PEOPLE.toLocaleString('en')} people and starting the app…`);
  const app = await startTarget({
    target: 'app',
    engine,
    people: PEOPLE,
    seed: SEED,
    password: PASSWORD,
    searchFor: SEARCH_FOR,
  });
  try {
    const firm = app.firm!;
    say(`  ${engine}: seeded in ${firm.seedSeconds.toFixed(1)} s`);
    const cookie = await signIn(app.baseUrl, firm.login, PASSWORD);
    const rows: Measurement[] = [];
    for (const target of readTargets(firm.otherId)) {
      const url = `${app.baseUrl}${target.path}`;
      await preflight(url, cookie);
      const row = await measure(
        { name: target.name, engine, url, headers: { cookie }, cpu: app.cpu },
        target.load,
      );
      say(
        `  ${engine}: ${target.name}, ${row.connections} conn: ${row.requestsPerSecond} req/s, p99 ${row.p99} ms`,
      );
      rows.push(row);
    }
    return {
      rows,
      seedSeconds: firm.seedSeconds,
      searchPlan: firm.searchPlan,
      indexes: indexesUsed(firm.searchPlan),
    };
  } finally {
    await app.stop();
  }
}

/** `npm run bench -- api`: people reads over HTTP on each engine, against a bare Fastify route. */
export async function run(): Promise<void> {
  const engines = availableEngines();
  const host = machine();
  say(`api: ${PEOPLE.toLocaleString('en')} people, engines: ${engines.join(', ')}`);
  if (!engines.includes('postgres')) say('  (set TEST_DATABASE_URL to measure PostgreSQL too)');
  const busy = busyWarning();
  if (busy) say(busy);

  const bare = await measureBare();
  say(`  bare route: ${bare.requestsPerSecond} req/s`);
  const runs: Partial<Record<Engine, EngineRun>> = {};
  for (const engine of engines) runs[engine] = await measureEngine(engine);
  const rows = Object.values(runs).flatMap((engineRun) => engineRun.rows);

  say(`\n${measurementTable([bare, ...rows], bare)}\n`);
  for (const [engine, { searchPlan, indexes }] of Object.entries(runs)) {
    say(
      `EXPLAIN (ANALYZE, BUFFERS) of the search for '${SEARCH_FOR}' on ${engine}; indexes used: ${indexes.join(', ') || 'none'}`,
    );
    say(`${searchPlan.map((line) => `  ${line}`).join('\n')}\n`);
  }
  const goals = checkGoals(rows, bare);
  say('Goals (reported, not asserted):');
  for (const goal of goals) say(`  ${goal.met ? 'met   ' : 'MISSED'}  ${goal.label}: ${goal.actual}`);

  const file = await writeResults('api', {
    suite: 'api',
    at: new Date().toISOString(),
    machine: { ...host, loadAverageAfter: loadAverage() },
    firm: { people: PEOPLE, seed: SEED, searchFor: SEARCH_FOR },
    setup: 'autocannon in the benchmark process; each server (bare, app per engine) in its own child process',
    reference: bare,
    measurements: rows,
    engines: runs,
    goals,
  });
  say(`\nResults written to ${file}`);
}
