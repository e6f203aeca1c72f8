import {
  MENTEES_PER_MENTOR_MAX,
  MENTOR_FAVOURITES,
  type MatchExplanation,
  type MatchingScore,
} from '@atrium/contract';
import { explainMatching } from './explain-matching.ts';

export type MatchingProblem = {
  /** The session's mentors and how many mentees each takes (1..MENTEES_PER_MENTOR_MAX). */
  mentors: readonly { id: string; capacity: number }[];
  /**
   * Each mentee's favourite mentors, best first, 0..MENTOR_FAVOURITES (none: no request sent). A
   * favourite may name a mentor no longer in `mentors` (they left the session).
   */
  mentees: readonly { id: string; favourites: readonly string[] }[];
  /** Skill fit of a pair, an integer 0..FIT_MAX (the tie-break); 0 when absent. */
  fit?: (menteeId: string, mentorId: string) => number;
};

/** The best skill fit of a pair. */
export const FIT_MAX = 100;

export type Assignment = {
  mentee_id: string;
  mentor_id: string | null;
  /** The pair's skill fit; 0 when not matched. */
  fit: number;
  explanation: MatchExplanation;
};

/** What `scoreOf` reads of an assignment, so that a matching edited by hand is scored the same way. */
export type ScoredAssignment = {
  mentor_id: string | null;
  fit: number;
  explanation: Pick<MatchExplanation, 'rank'>;
};

/**
 * The best matching of a session, lexicographically: (1) as many mentees matched as possible, (2)
 * then the fewest steps down their lists (the sum of rank − 1), (3) then the most skill fit. Each
 * mentor takes at most their capacity, each mentee only one of their favourites. Assignments come
 * in mentee id order, and the same mentors and mentees give the same result whatever their order.
 */
export function solveMatching(problem: MatchingProblem): { assignments: Assignment[]; score: MatchingScore } {
  const instance = instanceOf(problem);
  const chosen = chooseArcs(instance);
  const matches = instance.mentees.map((mentee, index) => {
    const arc = chosen[index];
    return {
      mentee_id: mentee.id,
      mentor_id: arc === undefined ? null : instance.mentors[arc.mentor]!.id,
      fit: arc?.fit ?? 0,
    };
  });
  const explanations = explainMatching(instance.mentors, instance.mentees, matches);
  const assignments = matches.map((match, index) => ({ ...match, explanation: explanations[index]! }));
  return { assignments, score: scoreOf(assignments) };
}

/** A matching's figures: how many mentees, how many matched, how many got their 1st, 2nd, 3rd choice, the fit summed. */
export function scoreOf(assignments: readonly ScoredAssignment[]): MatchingScore {
  const byRank = new Array<number>(MENTOR_FAVOURITES).fill(0);
  let matched = 0;
  let fit = 0;
  for (const assignment of assignments) {
    if (assignment.mentor_id === null) continue;
    matched += 1;
    fit += assignment.fit;
    const rank = assignment.explanation.rank;
    // A mentee moved by hand to a mentor they did not choose is matched, in no rank.
    if (rank !== null) byRank[rank - 1]! += 1;
  }
  return { mentees: assignments.length, matched, by_rank: byRank, fit };
}

// ---------------------------------------------------------------------------------------------
// The instance: inputs checked and sorted, each possible pair an arc with its rank and fit.

type Mentor = { id: string; capacity: number };
type Mentee = { id: string; favourites: readonly string[] };
/** A possible pair: mentee and mentor by index in the sorted lists, the mentee's rank of the mentor (1..3). */
type Arc = { mentee: number; mentor: number; rank: number; fit: number };
type Instance = { mentors: readonly Mentor[]; mentees: readonly Mentee[]; arcs: readonly Arc[] };

/** Code-point order, never the locale's: the order, hence the tie-breaks, must be the same everywhere. */
const byId = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * The problem sorted by id (so that ties break the same way whatever the input order) and checked:
 * the cost scaling below is only exact for integer fits within 0..FIT_MAX.
 */
function instanceOf(problem: MatchingProblem): Instance {
  const mentors = [...problem.mentors].sort(byId);
  const mentees = [...problem.mentees].sort(byId);
  assertUniqueIds(mentors, 'mentor');
  assertUniqueIds(mentees, 'mentee');
  const mentorIndex = new Map(mentors.map((mentor, index) => [mentor.id, index]));
  for (const mentor of mentors) {
    if (!Number.isInteger(mentor.capacity) || mentor.capacity < 1 || mentor.capacity > MENTEES_PER_MENTOR_MAX)
      throw new RangeError(
        `Mentor ${mentor.id}: capacity ${mentor.capacity} is not 1..${MENTEES_PER_MENTOR_MAX}`,
      );
  }
  const arcs: Arc[] = [];
  mentees.forEach((mentee, menteeIndex) => {
    assertFavourites(mentee);
    mentee.favourites.forEach((mentorId, position) => {
      const mentor = mentorIndex.get(mentorId);
      // A mentor who left the session is explained, never matched.
      if (mentor === undefined) return;
      arcs.push({
        mentee: menteeIndex,
        mentor,
        rank: position + 1,
        fit: fitOf(problem, mentee.id, mentorId),
      });
    });
  });
  return { mentors, mentees, arcs };
}

function assertUniqueIds(list: readonly { id: string }[], what: string): void {
  list.forEach((item, index) => {
    if (index > 0 && list[index - 1]!.id === item.id)
      throw new RangeError(`Two ${what}s have the id ${item.id}`);
  });
}

function assertFavourites(mentee: Mentee): void {
  if (mentee.favourites.length > MENTOR_FAVOURITES)
    throw new RangeError(`Mentee ${mentee.id}: more than ${MENTOR_FAVOURITES} favourites`);
  if (new Set(mentee.favourites).size !== mentee.favourites.length)
    throw new RangeError(`Mentee ${mentee.id}: a favourite named twice`);
}

function fitOf(problem: MatchingProblem, menteeId: string, mentorId: string): number {
  const fit = problem.fit?.(menteeId, mentorId) ?? 0;
  if (!Number.isInteger(fit) || fit < 0 || fit > FIT_MAX)
    throw new RangeError(`Fit of ${menteeId} and ${mentorId}: ${fit} is not an integer 0..${FIT_MAX}`);
  return fit;
}

// ---------------------------------------------------------------------------------------------
// The matching as a min-cost max-flow: source → mentee (1) → favourite mentor (1) → sink (capacity).

/**
 * Each mentee's arc in an optimal matching (undefined: not matched). A maximum flow matches the
 * most mentees (objective 1); successive shortest paths give the cheapest flow of each size, so the
 * last is the cheapest maximum flow. An arc costs (rank − 1)·B + (FIT_MAX − fit) with
 * B = mentees·FIT_MAX + 1: among flows of the same size k, the fit part sums to at most
 * k·FIT_MAX < B, so one step down a list always outweighs any fit (objective 2 before 3), and with
 * k fixed the fit part is k·FIT_MAX − fit summed, smallest when the fit summed is largest (3).
 * B must beat the fit summed, not one pair's: a single step down can let many mentees move
 * (see the tests' "even fit summed over several mentees").
 */
function chooseArcs(instance: Instance): (Arc | undefined)[] {
  const { mentors, mentees, arcs } = instance;
  const rankWeight = mentees.length * FIT_MAX + 1;
  const arcCost = (arc: Arc) => (arc.rank - 1) * rankWeight + (FIT_MAX - arc.fit);
  // Every distance and potential is a sum of arc costs along a simple path of at most `nodes` arcs:
  // kept below 2^53 so that doubles add them exactly (true for any session the firm can hold).
  const nodes = mentees.length + mentors.length + 2;
  if (nodes * ((MENTOR_FAVOURITES - 1) * rankWeight + FIT_MAX) > Number.MAX_SAFE_INTEGER)
    throw new RangeError('Too many participants for exact costs');

  const source = 0;
  const menteeNode = (index: number) => 1 + index;
  const mentorNode = (index: number) => 1 + mentees.length + index;
  const sink = nodes - 1;
  const network = createNetwork(nodes, mentees.length + arcs.length + mentors.length);
  mentees.forEach((_, index) => addEdge(network, source, menteeNode(index), 1, 0));
  const arcEdges = arcs.map((arc) =>
    addEdge(network, menteeNode(arc.mentee), mentorNode(arc.mentor), 1, arcCost(arc)),
  );
  mentors.forEach((mentor, index) => addEdge(network, mentorNode(index), sink, mentor.capacity, 0));

  minCostMaxFlow(network, source, sink);

  const chosen = new Array<Arc | undefined>(mentees.length).fill(undefined);
  arcs.forEach((arc, index) => {
    if (network.residual[arcEdges[index]!] === 0) chosen[arc.mentee] = arc;
  });
  return chosen;
}

/**
 * A residual network in flat typed arrays (the bench's 2,000 mentees make ~16,000 edges, searched
 * once per mentee matched): edge `e` and its reverse `e ^ 1` are stored side by side; each node's edges form
 * a linked list from `head`.
 */
type Network = {
  head: Int32Array;
  next: Int32Array;
  to: Int32Array;
  residual: Int32Array;
  cost: Float64Array;
  edges: number;
};

function createNetwork(nodes: number, edgesMax: number): Network {
  return {
    head: new Int32Array(nodes).fill(-1),
    next: new Int32Array(2 * edgesMax),
    to: new Int32Array(2 * edgesMax),
    residual: new Int32Array(2 * edgesMax),
    cost: new Float64Array(2 * edgesMax),
    edges: 0,
  };
}

/** Adds `from → to` and its empty reverse; returns the forward edge. */
function addEdge(network: Network, from: number, to: number, capacity: number, cost: number): number {
  const edge = network.edges;
  const link = (index: number, tail: number, head: number, residual: number, weight: number) => {
    network.to[index] = head;
    network.residual[index] = residual;
    network.cost[index] = weight;
    network.next[index] = network.head[tail]!;
    network.head[tail] = index;
  };
  link(edge, from, to, capacity, cost);
  link(edge + 1, to, from, 0, -cost);
  network.edges += 2;
  return edge;
}

/** Successive shortest paths until the sink cannot be reached; the flow is left in `residual`. */
function minCostMaxFlow(network: Network, source: number, sink: number): void {
  const search = createSearch(network.head.length, network.edges);
  while (shortestPath(network, source, sink, search)) {
    let bottleneck = Infinity;
    for (let node = sink; node !== source; node = network.to[search.via[node]! ^ 1]!)
      bottleneck = Math.min(bottleneck, network.residual[search.via[node]!]!);
    for (let node = sink; node !== source; node = network.to[search.via[node]! ^ 1]!) {
      network.residual[search.via[node]!]! -= bottleneck;
      network.residual[search.via[node]! ^ 1]! += bottleneck;
    }
  }
}

type Search = {
  /** Johnson potentials: every residual edge's reduced cost `cost + potential[u] − potential[v]` is ≥ 0. */
  potential: Float64Array;
  distance: Float64Array;
  /** The edge a node was reached by. */
  via: Int32Array;
  settled: Uint8Array;
  heap: Heap;
};

function createSearch(nodes: number, edges: number): Search {
  return {
    // Zero is a valid start: every edge costs ≥ 0 before any flow.
    potential: new Float64Array(nodes),
    distance: new Float64Array(nodes),
    via: new Int32Array(nodes),
    settled: new Uint8Array(nodes),
    heap: createHeap(edges + nodes),
  };
}

/**
 * Dijkstra on reduced costs, stopped as soon as the sink is settled; `via` then holds the path.
 * The potentials move by each settled node's distance and by the sink's for every other node,
 * which keeps every reduced cost ≥ 0 (an unsettled node is at least as far as the sink) and saves
 * searching the rest of the network.
 */
function shortestPath(network: Network, source: number, sink: number, search: Search): boolean {
  const { potential, distance, via, settled, heap } = search;
  distance.fill(Infinity);
  settled.fill(0);
  heap.size = 0;
  distance[source] = 0;
  heapPush(heap, 0, source);
  while (heap.size > 0) {
    const node = heapPop(heap);
    if (settled[node]) continue;
    settled[node] = 1;
    if (node === sink) break;
    const base = distance[node]! + potential[node]!;
    for (let edge = network.head[node]!; edge !== -1; edge = network.next[edge]!) {
      if (network.residual[edge] === 0) continue;
      const to = network.to[edge]!;
      if (settled[to]) continue;
      const candidate = base + network.cost[edge]! - potential[to]!;
      if (candidate < distance[to]!) {
        distance[to] = candidate;
        via[to] = edge;
        heapPush(heap, candidate, to);
      }
    }
  }
  if (!settled[sink]) return false;
  const reach = distance[sink]!;
  for (let node = 0; node < potential.length; node += 1)
    potential[node]! += settled[node] ? distance[node]! : reach;
  return true;
}

/** A binary min-heap of (distance, node), ties to the smaller node: the same input, the same paths. */
type Heap = { keys: Float64Array; nodes: Int32Array; size: number };

function createHeap(capacity: number): Heap {
  return { keys: new Float64Array(capacity), nodes: new Int32Array(capacity), size: 0 };
}

const before = (heap: Heap, a: number, b: number) =>
  heap.keys[a]! < heap.keys[b]! || (heap.keys[a] === heap.keys[b] && heap.nodes[a]! < heap.nodes[b]!);

function swap(heap: Heap, a: number, b: number): void {
  const key = heap.keys[a]!;
  heap.keys[a] = heap.keys[b]!;
  heap.keys[b] = key;
  const node = heap.nodes[a]!;
  heap.nodes[a] = heap.nodes[b]!;
  heap.nodes[b] = node;
}

function heapPush(heap: Heap, key: number, node: number): void {
  let at = heap.size;
  heap.size += 1;
  heap.keys[at] = key;
  heap.nodes[at] = node;
  while (at > 0) {
    const parent = (at - 1) >> 1;
    if (!before(heap, at, parent)) break;
    swap(heap, at, parent);
    at = parent;
  }
}

function heapPop(heap: Heap): number {
  const top = heap.nodes[0]!;
  heap.size -= 1;
  swap(heap, 0, heap.size);
  let at = 0;
  for (;;) {
    const left = 2 * at + 1;
    if (left >= heap.size) break;
    const right = left + 1;
    const child = right < heap.size && before(heap, right, left) ? right : left;
    if (!before(heap, child, at)) break;
    swap(heap, at, child);
    at = child;
  }
  return top;
}
