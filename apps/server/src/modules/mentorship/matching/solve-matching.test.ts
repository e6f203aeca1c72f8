import { MENTEES_PER_MENTOR_MAX, MENTOR_FAVOURITES, MatchExplanation } from '@atrium/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { explainMatching } from './explain-matching.ts';
import { FIT_MAX, scoreOf, solveMatching, type Assignment, type MatchingProblem } from './solve-matching.ts';

type Result = ReturnType<typeof solveMatching>;

/** A fit given as a table `{ 'mentee mentor': fit }`. */
const fits =
  (table: Record<string, number>) =>
  (menteeId: string, mentorId: string): number =>
    table[`${menteeId} ${mentorId}`] ?? 0;

const assignmentOf = (result: Result, menteeId: string): Assignment => {
  const found = result.assignments.find((assignment) => assignment.mentee_id === menteeId);
  if (!found) throw new Error(`No assignment for ${menteeId}`);
  return found;
};

const pairs = (result: Result) =>
  Object.fromEntries(result.assignments.map((assignment) => [assignment.mentee_id, assignment.mentor_id]));

/** First come, first served in the order given: each mentee takes their best favourite with a seat left. */
function greedyMatched(problem: MatchingProblem): number {
  const seats = new Map(problem.mentors.map((mentor) => [mentor.id, mentor.capacity]));
  let matched = 0;
  for (const mentee of problem.mentees) {
    const mentorId = mentee.favourites.find((id) => (seats.get(id) ?? 0) > 0);
    if (mentorId === undefined) continue;
    seats.set(mentorId, seats.get(mentorId)! - 1);
    matched += 1;
  }
  return matched;
}

describe('the mentorship matching, worked examples', () => {
  it("gives a 2nd choice when the 1st choice's three seats went to mentees who ranked them first", () => {
    const result = solveMatching({
      mentors: [
        { id: 'ada', capacity: 3 },
        { id: 'bob', capacity: 2 },
      ],
      mentees: [
        { id: 'm1', favourites: ['ada'] },
        { id: 'm2', favourites: ['ada'] },
        { id: 'm3', favourites: ['ada'] },
        { id: 'zoe', favourites: ['ada', 'bob'] },
      ],
    });
    expect(assignmentOf(result, 'zoe')).toEqual({
      mentee_id: 'zoe',
      mentor_id: 'bob',
      fit: 0,
      explanation: {
        rank: 2,
        manual: false,
        passed_over: [{ mentor_id: 'ada', rank: 1, reason: 'full', seats: 3, holders_by_rank: [3, 0, 0] }],
        unmatched_reason: null,
      },
    });
    expect(assignmentOf(result, 'm1').explanation).toEqual({
      rank: 1,
      manual: false,
      passed_over: [],
      unmatched_reason: null,
    });
    expect(result.score).toEqual({ mentees: 4, matched: 4, by_rank: [3, 1, 0], fit: 0 });
  });

  it('matches more mentees than first come, first served would', () => {
    // Greedy gives ana her 1st choice, ada, and leaves ben, who asked for ada only, with nothing.
    const problem: MatchingProblem = {
      mentors: [
        { id: 'ada', capacity: 1 },
        { id: 'bob', capacity: 1 },
      ],
      mentees: [
        { id: 'ana', favourites: ['ada', 'bob'] },
        { id: 'ben', favourites: ['ada'] },
      ],
    };
    expect(greedyMatched(problem)).toBe(1);
    const result = solveMatching(problem);
    expect(pairs(result)).toEqual({ ana: 'bob', ben: 'ada' });
    expect(result.score).toEqual({ mentees: 2, matched: 2, by_rank: [1, 1, 0], fit: 0 });
    expect(assignmentOf(result, 'ana').explanation.passed_over).toEqual([
      { mentor_id: 'ada', rank: 1, reason: 'full', seats: 1, holders_by_rank: [1, 0, 0] },
    ]);
  });

  it('breaks a tie on ranks by the skill fit', () => {
    // Either way one gets their 1st choice and the other their 2nd: the fit decides who.
    const problem = (fit: Record<string, number>): MatchingProblem => ({
      mentors: [
        { id: 'ada', capacity: 1 },
        { id: 'bob', capacity: 1 },
      ],
      mentees: [
        { id: 'ana', favourites: ['ada', 'bob'] },
        { id: 'ben', favourites: ['ada', 'bob'] },
      ],
      fit: fits(fit),
    });
    const benFits = solveMatching(problem({ 'ana ada': 10, 'ana bob': 60, 'ben ada': 90, 'ben bob': 20 }));
    expect(pairs(benFits)).toEqual({ ana: 'bob', ben: 'ada' });
    expect(benFits.score).toEqual({ mentees: 2, matched: 2, by_rank: [1, 1, 0], fit: 150 });
    const anaFits = solveMatching(problem({ 'ana ada': 90, 'ana bob': 20, 'ben ada': 10, 'ben bob': 60 }));
    expect(pairs(anaFits)).toEqual({ ana: 'ada', ben: 'bob' });
    expect(assignmentOf(anaFits, 'ben').fit).toBe(60);
  });

  it('never trades a better rank for fit', () => {
    const result = solveMatching({
      mentors: [
        { id: 'ada', capacity: 1 },
        { id: 'bob', capacity: 1 },
      ],
      mentees: [
        { id: 'ana', favourites: ['ada', 'bob'] },
        { id: 'ben', favourites: ['bob', 'ada'] },
      ],
      fit: fits({ 'ana bob': FIT_MAX, 'ben ada': FIT_MAX }),
    });
    expect(pairs(result)).toEqual({ ana: 'ada', ben: 'bob' });
    expect(result.score).toEqual({ mentees: 2, matched: 2, by_rank: [2, 0, 0], fit: 0 });
  });

  it('puts one step down a list before any fit, even fit summed over several mentees', () => {
    // ana down to her 3rd choice frees ada for ben (his 1st): one more step in all, for 200 more fit.
    // A rank weight of FIT_MAX + 1 would take that trade; the solver's weight exceeds every fit summed.
    const result = solveMatching({
      mentors: ['ada', 'cyd', 'xan', 'zed'].map((id) => ({ id, capacity: 1 })),
      mentees: [
        { id: 'ana', favourites: ['ada', 'xan', 'cyd'] },
        { id: 'ben', favourites: ['ada', 'zed'] },
        { id: 'cat', favourites: ['xan'] },
      ],
      fit: fits({ 'ana cyd': FIT_MAX, 'ben ada': FIT_MAX }),
    });
    expect(pairs(result)).toEqual({ ana: 'ada', ben: 'zed', cat: 'xan' });
    expect(result.score).toEqual({ mentees: 3, matched: 3, by_rank: [2, 1, 0], fit: 0 });
  });

  it('says no_request for a mentee without favourites, favourites_full when every favourite is taken', () => {
    const result = solveMatching({
      mentors: [{ id: 'ada', capacity: 1 }],
      mentees: [
        { id: 'ana', favourites: ['ada'] },
        { id: 'ben', favourites: ['ada'] },
        { id: 'cat', favourites: [] },
      ],
      fit: fits({ 'ben ada': 40 }),
    });
    expect(pairs(result)).toEqual({ ana: null, ben: 'ada', cat: null });
    expect(assignmentOf(result, 'cat')).toEqual({
      mentee_id: 'cat',
      mentor_id: null,
      fit: 0,
      explanation: { rank: null, manual: false, passed_over: [], unmatched_reason: 'no_request' },
    });
    expect(assignmentOf(result, 'ana').explanation).toEqual({
      rank: null,
      manual: false,
      passed_over: [{ mentor_id: 'ada', rank: 1, reason: 'full', seats: 1, holders_by_rank: [1, 0, 0] }],
      unmatched_reason: 'favourites_full',
    });
    expect(result.score).toEqual({ mentees: 3, matched: 1, by_rank: [1, 0, 0], fit: 40 });
  });

  it("says 'left' for a favourite who left the session", () => {
    const result = solveMatching({
      mentors: [
        { id: 'bob', capacity: 2 },
        { id: 'cyd', capacity: 1 },
      ],
      mentees: [
        { id: 'ana', favourites: ['gone', 'cyd', 'bob'] },
        { id: 'ben', favourites: ['cyd'] },
        { id: 'cat', favourites: ['gone'] },
      ],
    });
    expect(assignmentOf(result, 'ana').explanation).toEqual({
      rank: 3,
      manual: false,
      passed_over: [
        { mentor_id: 'gone', rank: 1, reason: 'left', seats: 0, holders_by_rank: [0, 0, 0] },
        { mentor_id: 'cyd', rank: 2, reason: 'full', seats: 1, holders_by_rank: [1, 0, 0] },
      ],
      unmatched_reason: null,
    });
    expect(assignmentOf(result, 'cat').explanation).toMatchObject({
      rank: null,
      passed_over: [{ mentor_id: 'gone', rank: 1, reason: 'left' }],
      unmatched_reason: 'favourites_full',
    });
  });

  it('refuses what the contract refuses, rather than scoring it wrongly', () => {
    const mentors = [{ id: 'ada', capacity: 1 }];
    expect(() => solveMatching({ mentors: [{ id: 'ada', capacity: 4 }], mentees: [] })).toThrow(RangeError);
    expect(() => solveMatching({ mentors, mentees: [{ id: 'ana', favourites: ['ada', 'ada'] }] })).toThrow(
      RangeError,
    );
    expect(() =>
      solveMatching({ mentors, mentees: [{ id: 'ana', favourites: ['ada'] }], fit: () => 0.5 }),
    ).toThrow(RangeError);
    expect(() =>
      solveMatching({ mentors: [...mentors, ...mentors], mentees: [{ id: 'ana', favourites: [] }] }),
    ).toThrow(RangeError);
  });

  it('matches nobody in an empty session', () => {
    expect(solveMatching({ mentors: [], mentees: [] })).toEqual({
      assignments: [],
      score: { mentees: 0, matched: 0, by_rank: [0, 0, 0], fit: 0 },
    });
    const result = solveMatching({ mentors: [], mentees: [{ id: 'ana', favourites: ['gone'] }] });
    expect(assignmentOf(result, 'ana').explanation.unmatched_reason).toBe('favourites_full');
  });

  it('refuses to explain a matching that passed over a favourite with a free seat', () => {
    // Not optimal: ana could move up to ada. The contract has no reason to give her.
    const mentors = [
      { id: 'ada', capacity: 1 },
      { id: 'bob', capacity: 1 },
    ];
    const mentees = [{ id: 'ana', favourites: ['ada', 'bob'] }];
    expect(() => explainMatching(mentors, mentees, [{ mentee_id: 'ana', mentor_id: 'bob' }])).toThrow(
      /free seat/,
    );
  });

  it('gives the same result whatever the order of mentors and mentees', () => {
    const mentors = [
      { id: 'ada', capacity: 1 },
      { id: 'bob', capacity: 2 },
      { id: 'cyd', capacity: 1 },
    ];
    // Every mentee asks for the same three: many optimal matchings, one chosen every time.
    const mentees = ['m1', 'm2', 'm3', 'm4', 'm5'].map((id) => ({ id, favourites: ['ada', 'bob', 'cyd'] }));
    const first = solveMatching({ mentors, mentees });
    const again = solveMatching({ mentors: [...mentors].reverse(), mentees: [...mentees].reverse() });
    expect(again).toEqual(first);
    expect(first.assignments.map((assignment) => assignment.mentee_id)).toEqual([
      'm1',
      'm2',
      'm3',
      'm4',
      'm5',
    ]);
    expect(first.score).toEqual({ mentees: 5, matched: 4, by_rank: [1, 2, 1], fit: 0 });
  });
});

// ---------------------------------------------------------------------------------------------
// Properties on random sessions.

/** Mentors a favourite may name who are not in the session. */
const LEFT_POOL = ['gone1', 'gone2'];

type Sized = { mentees: number; mentors: number };

/** A random session: some favourites name mentors who left, fits are often 0 or FIT_MAX to make ties and extremes. */
function sessions({ mentees, mentors }: Sized): fc.Arbitrary<MatchingProblem> {
  const mentorIds = Array.from({ length: mentors }, (_, index) => `mentor${index}`);
  const named = [...mentorIds, ...LEFT_POOL];
  const fit = fc.oneof(
    { arbitrary: fc.constantFrom(0, FIT_MAX), weight: 3 },
    { arbitrary: fc.integer({ min: 0, max: FIT_MAX }), weight: 1 },
  );
  const favourite = fc.oneof(
    { arbitrary: fc.constantFrom(...mentorIds), weight: 5 },
    { arbitrary: fc.constantFrom(...LEFT_POOL), weight: 1 },
  );
  return fc
    .record({
      mentors: fc.uniqueArray(
        fc.record({
          id: fc.constantFrom(...mentorIds),
          // Mostly one seat: contention is where the objectives trade against each other.
          capacity: fc.oneof(
            { arbitrary: fc.constant(1), weight: 3 },
            fc.integer({ min: 1, max: MENTEES_PER_MENTOR_MAX }),
          ),
        }),
        { selector: (mentor) => mentor.id, minLength: 1, maxLength: mentors },
      ),
      // Mostly three favourites, as a sent request has; some none (no request) or fewer.
      mentees: fc.array(
        fc.oneof(
          {
            arbitrary: fc.uniqueArray(favourite, {
              minLength: MENTOR_FAVOURITES,
              maxLength: MENTOR_FAVOURITES,
            }),
            weight: 3,
          },
          { arbitrary: fc.uniqueArray(favourite, { maxLength: MENTOR_FAVOURITES }), weight: 1 },
        ),
        {
          minLength: Math.floor(mentees / 2),
          maxLength: mentees,
        },
      ),
      fitTable: fc.array(fit, { minLength: mentees * named.length, maxLength: mentees * named.length }),
    })
    .map(({ mentors: drawn, mentees: favourites, fitTable }) => ({
      mentors: drawn,
      mentees: favourites.map((list, index) => ({ id: `m${index}`, favourites: list })),
      fit: (menteeId: string, mentorId: string) =>
        fitTable[Number(menteeId.slice(1)) * named.length + named.indexOf(mentorId)] ?? 0,
    }));
}

/** The best (matched, rank sum, fit) over every assignment, by enumeration. */
function bruteForceOptimum(problem: MatchingProblem): { matched: number; rankSum: number; fit: number } {
  const capacity = new Map(problem.mentors.map((mentor) => [mentor.id, mentor.capacity]));
  const used = new Map<string, number>();
  let best = { matched: 0, rankSum: 0, fit: 0 };
  const better = (a: typeof best, b: typeof best) =>
    a.matched !== b.matched
      ? a.matched > b.matched
      : a.rankSum !== b.rankSum
        ? a.rankSum < b.rankSum
        : a.fit > b.fit;
  const visit = (index: number, sofar: typeof best): void => {
    const mentee = problem.mentees[index];
    if (!mentee) {
      if (better(sofar, best)) best = sofar;
      return;
    }
    visit(index + 1, sofar);
    mentee.favourites.forEach((mentorId, position) => {
      const seats = capacity.get(mentorId) ?? 0;
      if ((used.get(mentorId) ?? 0) >= seats) return;
      used.set(mentorId, (used.get(mentorId) ?? 0) + 1);
      visit(index + 1, {
        matched: sofar.matched + 1,
        rankSum: sofar.rankSum + position,
        fit: sofar.fit + (problem.fit?.(mentee.id, mentorId) ?? 0),
      });
      used.set(mentorId, used.get(mentorId)! - 1);
    });
  };
  visit(0, best);
  return best;
}

/** Everything a valid matching with honest explanations satisfies, whatever the objective. */
function expectValid(problem: MatchingProblem, result: Result): void {
  const mentors = new Map(problem.mentors.map((mentor) => [mentor.id, mentor]));
  const mentees = new Map(problem.mentees.map((mentee) => [mentee.id, mentee]));
  // Each mentee exactly once, in id order.
  expect(result.assignments.map((assignment) => assignment.mentee_id)).toEqual([...mentees.keys()].sort());

  const holders = new Map<string, number[]>();
  for (const assignment of result.assignments) {
    if (assignment.mentor_id === null) continue;
    const rank = mentees.get(assignment.mentee_id)!.favourites.indexOf(assignment.mentor_id) + 1;
    expect(rank, 'matched within their favourites').toBeGreaterThan(0);
    expect(mentors.has(assignment.mentor_id), 'matched with a mentor of the session').toBe(true);
    const counts = holders.get(assignment.mentor_id) ?? [0, 0, 0];
    counts[rank - 1]! += 1;
    holders.set(assignment.mentor_id, counts);
  }
  for (const [mentorId, counts] of holders)
    expect(
      counts.reduce((a, b) => a + b),
      'within capacity',
    ).toBeLessThanOrEqual(mentors.get(mentorId)!.capacity);

  for (const assignment of result.assignments) {
    const { explanation } = assignment;
    expect(MatchExplanation.parse(explanation)).toEqual(explanation);
    const favourites = mentees.get(assignment.mentee_id)!.favourites;
    const rank = assignment.mentor_id === null ? null : favourites.indexOf(assignment.mentor_id) + 1;
    expect(explanation.rank).toBe(rank);
    expect(assignment.fit).toBe(
      rank === null ? 0 : (problem.fit?.(assignment.mentee_id, assignment.mentor_id!) ?? 0),
    );
    expect(explanation.unmatched_reason).toBe(
      rank !== null ? null : favourites.length === 0 ? 'no_request' : 'favourites_full',
    );
    const better = rank === null ? favourites : favourites.slice(0, rank - 1);
    expect(explanation.passed_over.map((passed) => [passed.mentor_id, passed.rank])).toEqual(
      better.map((mentorId, index) => [mentorId, index + 1]),
    );
    for (const passed of explanation.passed_over) {
      const mentor = mentors.get(passed.mentor_id);
      if (!mentor) {
        expect(passed.reason).toBe('left');
        continue;
      }
      // The optimality invariant: a better favourite passed over has no free seat.
      expect(passed).toMatchObject({ reason: 'full', seats: mentor.capacity });
      expect(passed.holders_by_rank).toEqual(holders.get(passed.mentor_id));
      expect(passed.holders_by_rank.reduce((a, b) => a + b)).toBe(mentor.capacity);
    }
  }
  expect(scoreOf(result.assignments)).toEqual(result.score);
}

describe('the mentorship matching, on random sessions', () => {
  it('is the optimum of brute force on small sessions, valid and explained', () => {
    fc.assert(
      fc.property(sessions({ mentees: 6, mentors: 4 }), (problem) => {
        const result = solveMatching(problem);
        expectValid(problem, result);
        const optimum = bruteForceOptimum(problem);
        const rankSum = result.score.by_rank.reduce((sum, count, index) => sum + count * index, 0);
        expect({ matched: result.score.matched, rankSum, fit: result.score.fit }).toEqual(optimum);
      }),
      { numRuns: 200 },
    );
  });

  it('stays valid and explained on larger sessions, whatever the order of the input', () => {
    fc.assert(
      fc.property(
        sessions({ mentees: 60, mentors: 20 }).chain((problem) =>
          fc.record({
            problem: fc.constant(problem),
            mentors: fc.shuffledSubarray([...problem.mentors], { minLength: problem.mentors.length }),
            mentees: fc.shuffledSubarray([...problem.mentees], { minLength: problem.mentees.length }),
          }),
        ),
        ({ problem, mentors, mentees }) => {
          const result = solveMatching(problem);
          expectValid(problem, result);
          expect(solveMatching({ ...problem, mentors, mentees })).toEqual(result);
        },
      ),
      { numRuns: 100 },
    );
  });
});
