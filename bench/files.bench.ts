import { randomBytes } from 'node:crypto';
import { availableEngines, type Engine } from './lib/bench-database.ts';
import { busyWarning, loadAverage, machine, writeResults } from './lib/report.ts';
import { uploadRequest } from './lib/multipart-upload.ts';
import { signIn } from './lib/sign-in.ts';
import { startTarget, type RunningTarget } from './lib/target-process.ts';
import type { TargetWatched } from './lib/target-protocol.ts';

const PEOPLE = 2_000;
const SEED = 2026;
const PASSWORD = 'bench-password-2026';
const UPLOAD_MB = 50;
const ZIP_RESUMES = 100;
/** Goals from issue 16 (reported, not asserted). */
const STALL_GOAL_MS = 50;
const RSS_GOAL_MB = 100;

const api = '/api/c13s/v2/cv_library';
const SEARCH = `${api}/users/search?q=React`;

const say = (line: string) => process.stdout.write(`${line}\n`);

type Latencies = { count: number; p50: number; max: number };
type Phase = TargetWatched & {
  engine: Engine;
  name: string;
  seconds: number;
  health: Latencies;
  search: Latencies;
};

function summarize(times: number[]): Latencies {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (share: number) => Number((sorted[Math.floor(share * (sorted.length - 1))] ?? 0).toFixed(1));
  return { count: sorted.length, p50: at(0.5), max: at(1) };
}

/** Calls the URL and reads the whole answer; throws on anything but 2xx. */
async function call(url: string, init: RequestInit = {}): Promise<number> {
  const response = await fetch(url, init);
  if (!response.ok)
    throw new Error(`${url} answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
  let bytes = 0;
  for await (const chunk of response.body ?? []) bytes += (chunk as Uint8Array).length;
  return bytes;
}

/**
 * Runs `transfer` while, every 50 ms, `/api/health` and a who's who search are asked one after
 * the other, as a colleague would at that moment; the server watches its own loop and memory.
 */
async function during(
  app: RunningTarget,
  engine: Engine,
  name: string,
  cookie: string,
  transfer: () => Promise<unknown>,
): Promise<Phase> {
  const health: number[] = [];
  const search: number[] = [];
  let running = true;
  const timed = async (into: number[], url: string, init?: RequestInit) => {
    const started = performance.now();
    await call(url, init);
    into.push(performance.now() - started);
  };
  const probe = async () => {
    while (running) {
      await timed(health, `${app.baseUrl}/api/health`);
      await timed(search, `${app.baseUrl}${SEARCH}`, { headers: { cookie } });
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  app.watch();
  const started = performance.now();
  const probing = probe();
  try {
    await transfer();
  } finally {
    running = false;
    await probing;
  }
  const seconds = Number(((performance.now() - started) / 1000).toFixed(2));
  const watched = await app.watched();
  const phase = { ...watched, engine, name, seconds, health: summarize(health), search: summarize(search) };
  say(
    `  ${engine}: ${name}: ${seconds} s, stall max ${phase.stallMaxMs} ms, RSS +${phase.rssGrowthMb} MB, ` +
      `health p50/max ${phase.health.p50}/${phase.health.max} ms, search p50/max ${phase.search.p50}/${phase.search.max} ms`,
  );
  return phase;
}

async function measureEngine(engine: Engine): Promise<Phase[]> {
  say(`  ${engine}: seeding ${PEOPLE.toLocaleString('en')} people and starting the app…`);
  const app = await startTarget({
    target: 'app',
    engine,
    people: PEOPLE,
    seed: SEED,
    password: PASSWORD,
    searchFor: 'React',
  });
  try {
    const cookie = await signIn(app.baseUrl, app.firm!.login, PASSWORD);
    const json = (body: unknown) => ({
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const post = async (path: string, body: unknown) =>
      (await fetch(`${app.baseUrl}${path}`, json(body))).json() as Promise<{ id: string }>;

    // The caller's own resumes: their base one and 99 more, each a full resume of them.
    const base = (await (
      await fetch(`${app.baseUrl}${api}/resume/self`, { headers: { cookie } })
    ).json()) as {
      id: string;
      user_id: string;
    };
    const resumeIds = [base.id];
    while (resumeIds.length < ZIP_RESUMES) {
      resumeIds.push(
        (await post(`${api}/resume`, { user_id: base.user_id, title: `Bid ${resumeIds.length}` })).id,
      );
    }
    const credential = await post(`${api}/projects`, { name: 'Bench deck holder', client: 'Bench' });
    const deck = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(UPLOAD_MB * 1024 * 1024 - 9)]);

    const phases = [await during(app, engine, 'idle (reference)', cookie, () => sleep(3000))];
    let attachmentId = '';
    phases.push(
      await during(app, engine, `upload ${UPLOAD_MB} MB`, cookie, async () => {
        const response = await fetch(
          `${app.baseUrl}${api}/projects/${credential.id}/attachments`,
          uploadRequest(deck, 'deck.pdf', 'application/pdf', cookie),
        );
        if (response.status !== 201)
          throw new Error(`upload answered ${response.status}: ${await response.text()}`);
        attachmentId = ((await response.json()) as { id: string }).id;
      }),
    );
    phases.push(
      await during(app, engine, `download ${UPLOAD_MB} MB`, cookie, async () => {
        const bytes = await call(
          `${app.baseUrl}${api}/projects/${credential.id}/attachments/${attachmentId}`,
          {
            headers: { cookie },
          },
        );
        if (bytes !== deck.length) throw new Error(`downloaded ${bytes} bytes of ${deck.length}`);
      }),
    );
    phases.push(
      await during(app, engine, `zip of ${ZIP_RESUMES} PDF resumes`, cookie, () =>
        call(`${app.baseUrl}${api}/resume/zip`, json({ resume_ids: resumeIds, format: 'pdf' })),
      ),
    );
    phases.push(
      await during(
        app,
        engine,
        `${HOSTILE_CLIENTS} anonymous clients × ${HOSTILE_BODIES.length * HOSTILE_ROUNDS} hostile bodies`,
        cookie,
        () => sendHostileBodies(app.baseUrl),
      ),
    );
    return phases;
  } finally {
    await app.stop();
  }
}

/**
 * Issue 32: bodies built to make whatever walks them work (10,000 and 5,000 nested arrays, as
 * small as 20 KB; 60,000 values in 120 KB), sent to the sign-in by clients without a session.
 */
const HOSTILE_CLIENTS = 4;
const HOSTILE_ROUNDS = 25;
const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
const HOSTILE_BODIES = [
  `{"email":${nested(10_000)},"password":"x"}`,
  `{"email":${nested(5_000)},"password":"x"}`,
  `{"email":[${'0,'.repeat(60_000)}0],"password":"x"}`,
];

async function sendHostileBodies(baseUrl: string): Promise<void> {
  const times: number[] = [];
  const statuses = new Set<number>();
  const client = async () => {
    for (let round = 0; round < HOSTILE_ROUNDS; round++) {
      for (const body of HOSTILE_BODIES) {
        const started = performance.now();
        const response = await fetch(`${baseUrl}/api/a12n/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body,
        });
        await response.arrayBuffer();
        times.push(performance.now() - started);
        statuses.add(response.status);
      }
    }
  };
  await Promise.all(Array.from({ length: HOSTILE_CLIENTS }, client));
  const answers = summarize(times);
  say(`    hostile bodies answered ${[...statuses].join(', ')} in p50/max ${answers.p50}/${answers.max} ms`);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function table(phases: readonly Phase[]): string {
  const header = [
    'engine',
    'transfer',
    's',
    'stall max ms',
    'stall p99 ms',
    'RSS +MB',
    'health p50/max',
    'search p50/max',
  ];
  const rows = phases.map((p) => [
    p.engine,
    p.name,
    String(p.seconds),
    String(p.stallMaxMs),
    String(p.stallP99Ms),
    String(p.rssGrowthMb),
    `${p.health.p50} / ${p.health.max}`,
    `${p.search.p50} / ${p.search.max}`,
  ]);
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) => cells.map((cell, i) => cell.padEnd(widths[i]!)).join('  ');
  return [line(header), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line)].join('\n');
}

/** `npm run bench -- files`: the server's responsiveness while it moves big files. */
export async function run(): Promise<void> {
  const engines = availableEngines();
  say(
    `files: ${UPLOAD_MB} MB upload and download, a zip of ${ZIP_RESUMES} resumes; engines: ${engines.join(', ')}`,
  );
  const warning = busyWarning();
  if (warning) say(warning);
  const phases: Phase[] = [];
  for (const engine of engines) phases.push(...(await measureEngine(engine)));
  say('');
  say(table(phases));
  const transfers = phases.filter((p) => !p.name.startsWith('idle'));
  const stall = Math.max(...transfers.map((p) => p.stallMaxMs));
  const rss = Math.max(...transfers.map((p) => p.rssGrowthMb));
  say('');
  say(
    `goal: event-loop stall ≤ ${STALL_GOAL_MS} ms during every transfer: ${stall <= STALL_GOAL_MS ? 'met' : 'missed'} (worst ${stall} ms)`,
  );
  say(
    `goal: RSS growth < ${RSS_GOAL_MB} MB during every transfer: ${rss < RSS_GOAL_MB ? 'met' : 'missed'} (worst ${rss} MB)`,
  );
  const file = await writeResults('files', { machine: machine(), loadAverage: loadAverage(), phases });
  say(`results: ${file}`);
}
