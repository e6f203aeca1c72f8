import { availableEngines, type Engine } from './lib/bench-database.ts';
import { busyWarning, loadAverage, machine, writeResults } from './lib/report.ts';
import { signIn } from './lib/sign-in.ts';
import { startTarget } from './lib/target-process.ts';

/** The figure: the home's news, wall and counts answer within 30 ms at p99 on 100,000 posts. */
const POSTS = 100_000;
const PEOPLE = 2_000;
const SEED = 2026;
const PASSWORD = 'bench-password';
const GOAL_P99_MS = 30;
const WARMUP = 30;
const ROUNDS = 400;
const WALL = '/api/c13s/v2/home/wall/posts';
const BELL = '/api/c13s/v2/public/notifications';
/** What the home's news section asks: published items for the reader, pinned first (news_home_idx). */
const NEWS = '/api/c13s/v2/home/news/search?state=published&size=4';

const say = (line: string) => process.stdout.write(`${line}\n`);

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

type Timing = { p50: number; p99: number; max: number };
const timing = (samples: number[]): Timing => {
  const sorted = [...samples].sort((a, b) => a - b);
  const round = (ms: number) => Number(ms.toFixed(2));
  return {
    p50: round(percentile(sorted, 50)),
    p99: round(percentile(sorted, 99)),
    max: round(sorted.at(-1)!),
  };
};

async function measureEngine(engine: Engine) {
  say(`  ${engine}: seeding ${PEOPLE.toLocaleString('en')} people and ${POSTS.toLocaleString('en')} posts…`);
  // The server in a process of its own, as in the other suites: the client's work and the
  // server's do not queue on one thread.
  const app = await startTarget({
    target: 'app',
    engine,
    people: PEOPLE,
    seed: SEED,
    password: PASSWORD,
    searchFor: 'React',
    wallPosts: POSTS,
  });
  try {
    say(`  ${engine}: seeded and listening in ${app.firm!.seedSeconds.toFixed(1)} s (people)`);
    const base = app.baseUrl;
    const cookie = await signIn(base, app.firm!.login, PASSWORD);
    const get = async (path: string) => {
      const started = performance.now();
      const response = await fetch(`${base}${path}`, { headers: { cookie } });
      if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
      await response.arrayBuffer();
      return performance.now() - started;
    };
    const first = (await (await fetch(`${base}${WALL}?limit=10`, { headers: { cookie } })).json()) as {
      items: { created_at: string }[];
    };
    const since = encodeURIComponent(first.items[0]!.created_at);
    const calls = {
      news: NEWS,
      feed: `${WALL}?limit=10`,
      unread: `${BELL}/unread_count`,
      newPosts: `${WALL}/new_count?since=${since}`,
    };
    type Call = keyof typeof calls;
    const names = Object.keys(calls) as Call[];
    const samples = Object.fromEntries(
      [...names, 'together'].map((name) => [name, [] as number[]]),
    ) as Record<Call | 'together', number[]>;
    for (let round = 0; round < WARMUP + ROUNDS; round += 1) {
      // As the home asks: all at once; then each alone, for its own share.
      const started = performance.now();
      await Promise.all(Object.values(calls).map(get));
      const together = performance.now() - started;
      const alone: [Call, number][] = [];
      for (const name of names) alone.push([name, await get(calls[name])]);
      if (round < WARMUP) continue;
      samples.together.push(together);
      for (const [name, ms] of alone) samples[name].push(ms);
    }
    const result = {
      engine,
      ...(Object.fromEntries(
        [...names, 'together'].map((name) => [name, timing(samples[name as Call])]),
      ) as Record<Call | 'together', Timing>),
      plans: app.firm!.wallPlans ?? {},
    };
    for (const name of [...names, 'together'] as const)
      say(
        `  ${engine} ${name.padEnd(9)} p50 ${result[name].p50} ms  p99 ${result[name].p99} ms  max ${result[name].max} ms`,
      );
    return result;
  } finally {
    await app.stop();
  }
}

/**
 * `npm run bench -- home`: what the home page asks on a firm whose wall holds 100,000 posts, for
 * one reader: the news, the first page of the feed, the unread notifications' count and the new
 * posts' count, each alone and all at once (as the page asks them), over real HTTP on each engine.
 */
export async function run(): Promise<void> {
  say(`Home: ${POSTS.toLocaleString('en')} posts, ${ROUNDS} rounds, load average ${loadAverage()}`);
  const warning = busyWarning();
  if (warning) say(warning);
  const runs = [];
  // BENCH_ENGINE=postgres measures one engine only (PGlite's seeding of the wall takes minutes).
  const engines = availableEngines().filter(
    (engine) => !process.env.BENCH_ENGINE || engine === process.env.BENCH_ENGINE,
  );
  for (const engine of engines) runs.push(await measureEngine(engine));
  const postgres = runs.find((run) => run.engine === 'postgres');
  if (postgres) {
    const met = postgres.together.p99 <= GOAL_P99_MS ? 'met' : 'missed';
    say(
      `goal: news + feed + counts together p99 ≤ ${GOAL_P99_MS} ms on PostgreSQL: ${met} (${postgres.together.p99} ms)`,
    );
    for (const [name, lines] of Object.entries(postgres.plans)) say(`  plan ${name}: ${lines.join(' / ')}`);
  }
  await writeResults('home', { machine: machine(), runs });
}
