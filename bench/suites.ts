/** A benchmark suite: `bench/<name>.bench.ts`, loaded only when asked for. */
export type BenchSuite = { summary: string; load: () => Promise<{ run: () => Promise<void> }> };

/** Every suite `npm run bench -- <name>` knows. */
export const SUITES: Record<string, BenchSuite> = {
  api: {
    summary:
      'HTTP throughput and latency of people reads on a 10,000-person firm, PGlite and PostgreSQL, against a bare Fastify route',
    load: () => import('./api.bench.ts'),
  },
  files: {
    summary:
      'Event-loop stall and memory while a 50 MB file goes up and down and 100 resumes are zipped, with health and search latency meanwhile',
    load: () => import('./files.bench.ts'),
  },
  people: { summary: 'Search at 10k and 100k people; resume files', load: () => import('./people.bench.ts') },
  web: {
    summary:
      "Lighthouse (mobile) on the sign-in, home, Who's who and profile pages of the real server, and the bundle figures; needs `npm run build` and Chromium",
    load: () => import('./web.bench.ts'),
  },
  import: {
    summary:
      'The people import of a 10,000-row HR export: dry run, first import, re-import, an update of every row; then a zip bomb, a 49 MB CSV and a 100,000-row export sent to a started server: answer time, event-loop stall, RSS growth',
    load: () => import('./import.bench.ts'),
  },
  'import-budget': {
    summary:
      'Issue 45: a 3 KB workbook whose 1 MB shared string fills every cell (people and assignments imports) and a valid 100,000-row dry run, to a started server: answer time, event-loop stall, RSS growth, answer size',
    load: () => import('./import-budget.bench.ts'),
  },
  completion: {
    summary:
      'Every completion rate of a 100,000-person firm measured again after a completion profile changes',
    load: () => import('./completion.bench.ts'),
  },
  export: {
    summary:
      "Who's who of a 100,000-person firm exported as CSV and Excel through the real route: time and the server's peak RSS",
    load: () => import('./export.bench.ts'),
  },
  mentorship: {
    summary:
      'The mentorship matching solver (min-cost max-flow) on a seeded session of 2,000 mentees and 700 mentors, against first come, first served',
    load: () => import('./mentorship.bench.ts'),
  },
  home: {
    summary:
      'The home on a wall of 100,000 posts, for one reader: first feed page, unread notifications and new posts counts, p50/p99 over HTTP',
    load: () => import('./home.bench.ts'),
  },
  research: {
    summary:
      'The advanced research on a 100,000-person firm on PostgreSQL: a 3-criteria search (skill with years, language, business unit) with its four tab counts; RESEARCH_MEASURES takes more queries',
    load: () => import('./research.bench.ts'),
  },
  staffing: {
    summary:
      'AI toolbox staffing: precision@5 and recall@10 on 34 labelled needs of the demo firm, and p50/p99 of a staffing query on 100,000 people (PostgreSQL)',
    load: () => import('./staffing.bench.ts'),
  },
  tender: {
    summary:
      "Answering a tender (issue 49) on the demo firm: roles found in 12 labelled tenders (precision, recall), planted people in their role's top 3, and a pack of 5 CVs and 5 references (time, event-loop stall)",
    load: () => import('./tender.bench.ts'),
  },
  availability: {
    summary:
      'Staffing availability on 100,000 people × 10 assignments (PostgreSQL): a research with a skill AND "free ≥ 50 % from a date for 3 months" p99, and an import of 100,000 assignment rows',
    load: () => import('./availability.bench.ts'),
  },
  crash: {
    summary: 'kill -9 under writes, restart, every acknowledged write kept; PGlite and PostgreSQL',
    load: () => import('./crash.bench.ts'),
  },
};
