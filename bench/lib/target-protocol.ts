import type { Role } from '@atrium/contract';
import type { Engine } from './bench-database.ts';

/** What the benchmark asks a target process to serve. */
export type TargetRequest =
  | { target: 'bare' }
  | {
      target: 'app';
      engine: Engine;
      people: number;
      seed: number;
      password: string;
      searchFor: string;
      /** Posts on the social wall (and notifications for the login), for the home suite. */
      wallPosts?: number;
      /** Roles the login holds beyond the default (HR, to import people). */
      loginRoles?: Role[];
    };

/** The firm an app target seeded: who to sign in as, whom to read, and the search plan. */
export type SeededTarget = {
  login: string;
  otherId: string;
  seedSeconds: number;
  searchPlan: string[];
  /** With `wallPosts`: the plans of the home's queries. */
  wallPlans?: Record<string, string[]>;
};

/** Sent by the target once it listens; `firm` only for the app. */
export type TargetReady = { type: 'ready'; baseUrl: string; firm?: SeededTarget };

/**
 * Parent to target: close the server and remove its database; tell the CPU time used so far;
 * start watching the event loop and memory (`watch`), and tell what was seen since (`watched`).
 */
export type TargetCommand = 'stop' | 'cpu' | 'watch' | 'watched';

/**
 * The target's answer to `cpu`, in µs of user + system time so far: its own process and, for
 * PostgreSQL on this machine, the database's backends (null when they cannot be read).
 */
export type TargetCpu = { type: 'cpu'; micros: number; databaseMicros: number | null };

/**
 * The target's answer to `watched`, since `watch`: the longest the event loop was late (what a
 * request arriving then had to wait before being looked at), and how far the resident memory
 * rose above where it was, and its peak.
 */
export type TargetWatched = {
  type: 'watched';
  stallMaxMs: number;
  stallP99Ms: number;
  rssGrowthMb: number;
  /** The highest resident memory seen, in MB. */
  rssPeakMb: number;
};
