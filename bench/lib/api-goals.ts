import type { Engine } from './bench-database.ts';
import type { Measurement } from './load.ts';

type Goal = {
  label: string;
  /** Which measured row the goal is about. */
  target: string;
  engine: Engine;
  connections: number;
  met: (row: Measurement, bare: Measurement) => boolean;
  actual: (row: Measurement, bare: Measurement) => string;
};

export type GoalResult = { label: string; met: boolean; actual: string };

const share = (row: Measurement, bare: Measurement) => row.requestsPerSecond / bare.requestsPerSecond;
const p99 = (row: Measurement) => `p99 ${row.p99} ms`;

const searchGoals = (engine: Engine): Goal[] =>
  [50, 1].map((connections) => ({
    label: `search p99 ≤ 50 ms on ${engine}, ${connections === 1 ? 'one user alone' : `${connections} connections`}`,
    target: 'user search',
    engine,
    connections,
    met: (row) => row.p99 <= 50,
    actual: p99,
  }));

/** What the api suite aims for: reported after each run, never asserted (speed is measured, not tested). */
const GOALS: Goal[] = [
  ...searchGoals('pglite'),
  ...searchGoals('postgres'),
  {
    label: 'by id on postgres ≥ 20 % of the bare route’s req/s',
    target: 'user by id',
    engine: 'postgres',
    connections: 50,
    met: (row, bare) => share(row, bare) >= 0.2,
    actual: (row, bare) => `${(100 * share(row, bare)).toFixed(1)} %`,
  },
  {
    label: 'by id on pglite ≥ 3,000 req/s with p99 ≤ 50 ms',
    target: 'user by id',
    engine: 'pglite',
    connections: 50,
    met: (row) => row.requestsPerSecond >= 3000 && row.p99 <= 50,
    actual: (row) => `${row.requestsPerSecond} req/s, ${p99(row)}`,
  },
];

/** Each goal, met or missed, with the figure it was judged on. */
export function checkGoals(rows: readonly Measurement[], bare: Measurement): GoalResult[] {
  return GOALS.map((goal) => {
    const row = rows.find(
      (r) => r.target === goal.target && r.engine === goal.engine && r.connections === goal.connections,
    );
    return row
      ? { label: goal.label, met: goal.met(row, bare), actual: goal.actual(row, bare) }
      : { label: goal.label, met: false, actual: 'not measured' };
  });
}
