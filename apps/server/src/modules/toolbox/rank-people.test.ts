import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildVocabulary, extractTerms, type VocabularyTerm } from './extract-terms.ts';
import { rankPeople, WEIGHTS, type Candidate } from './rank-people.ts';

const person = (id: string, overrides: Partial<Candidate> = {}): Candidate => ({
  id,
  name: id,
  skills: [],
  sectors: [],
  languages: [],
  clients: [],
  months: new Map(),
  levels: new Map(),
  credentials: [],
  groups: [],
  wishes: { skills: [], clients: [], available_from: null },
  ...overrides,
});
const terms = {
  skills: ['Kubernetes', 'Python'],
  sectors: ['Payments'],
  clients: ['Nordgrid'],
  languages: ['en'],
};

describe('rankPeople', () => {
  it('puts who meets more of the need first, and leaves out who meets none', () => {
    const ranked = rankPeople(terms, [
      person('one-skill', { skills: ['Python'] }),
      person('nothing', { skills: ['Excel'] }),
      person('two-skills-and-client', { skills: ['kubernetes', 'Python'], clients: ['Nordgrid'] }),
      person('two-skills', { skills: ['Kubernetes', 'Python'] }),
    ]);
    expect(ranked.map((hit) => hit.id)).toEqual(['two-skills-and-client', 'two-skills', 'one-skill']);
  });

  it('gives the reasons: skills with years and levels, sectors, languages, clients, credentials, groups', () => {
    const [hit] = rankPeople(terms, [
      person('p', {
        skills: ['Kubernetes', 'Excel'],
        sectors: ['Payments', 'Retail'],
        languages: [
          { code: 'en', level: 'fluent' },
          { code: 'fr', level: 'native' },
        ],
        clients: ['Nordgrid', 'Nordgrid', 'Pharmalis'],
        months: new Map([['Kubernetes', 48]]),
        levels: new Map([['Kubernetes', 'expert' as const]]),
        credentials: [
          { id: 'c1', name: 'Grid', client: 'Nordgrid', sectors: [] },
          { id: 'c2', name: 'Other', client: 'Else', sectors: ['Retail'] },
          { id: 'c3', name: 'Cards', client: 'Bank', sectors: ['Payments'] },
        ],
        groups: [
          { id: 'g1', name: 'Kubernetes guild', words: ['Kubernetes guild', 'Kubernetes'] },
          { id: 'g2', name: 'Choir', words: ['Choir'] },
        ],
      }),
    ]);
    expect(hit!.reasons).toEqual({
      skills: [{ name: 'Kubernetes', months: 48, level: 'expert' }],
      sectors: ['Payments'],
      languages: [{ code: 'en', level: 'fluent' }],
      clients: ['Nordgrid'],
      credentials: [
        { id: 'c1', name: 'Grid', client: 'Nordgrid' },
        { id: 'c3', name: 'Cards', client: 'Bank' },
      ],
      groups: [{ id: 'g1', name: 'Kubernetes guild' }],
      wishes: { skills: [], clients: [], available_from: null },
      availability: null,
    });
  });

  it('says the wishes they declared that meet the need, without scoring them (issue 47)', () => {
    const wishes = {
      skills: ['python', 'Rust'],
      clients: ['Nordgrid', 'Other'],
      available_from: '2026-03-02',
    };
    const [wishing, plain] = rankPeople(terms, [
      person('a-wishing', { skills: ['Python'], wishes }),
      person('b-plain', { skills: ['Python'] }),
    ]);
    expect(wishing!.reasons.wishes).toEqual({
      skills: ['python'],
      clients: ['Nordgrid'],
      available_from: '2026-03-02',
    });
    expect(wishing!.score).toBe(plain!.score);
  });

  it('does not rank on credentials or groups alone', () => {
    const ranked = rankPeople(terms, [
      person('only-credential', { credentials: [{ id: 'c', name: 'c', client: 'Nordgrid', sectors: [] }] }),
    ]);
    expect(ranked).toEqual([]);
  });

  it('weighs years of a skill, so the more practised comes first', () => {
    const ranked = rankPeople(terms, [
      person('a-junior', { skills: ['Kubernetes'], months: new Map([['Kubernetes', 12]]) }),
      person('b-senior', { skills: ['Kubernetes'], months: new Map([['Kubernetes', 72]]) }),
    ]);
    expect(ranked.map((hit) => hit.id)).toEqual(['b-senior', 'a-junior']);
  });

  it('orders the same whatever the order of the candidates, and never ranks a non-match', () => {
    const skill = fc.constantFrom('Kubernetes', 'Python', 'Excel', 'Jira');
    const candidate = fc.record({
      id: fc.uuid(),
      skills: fc.uniqueArray(skill, { maxLength: 4 }),
      clients: fc.array(fc.constantFrom('Nordgrid', 'Pharmalis'), { maxLength: 2 }),
    });
    fc.assert(
      fc.property(fc.uniqueArray(candidate, { selector: (c) => c.id, maxLength: 12 }), (rows) => {
        const people = rows.map((row) => person(row.id, row));
        const forward = rankPeople(terms, people);
        const backward = rankPeople(terms, [...people].reverse());
        expect(backward).toEqual(forward);
        for (let i = 1; i < forward.length; i += 1)
          expect(forward[i - 1]!.score).toBeGreaterThanOrEqual(forward[i]!.score);
        for (const hit of forward)
          expect(hit.reasons.skills.length + hit.reasons.clients.length).toBeGreaterThan(0);
      }),
    );
  });

  it('lists and counts a project recorded twice for the same client once', () => {
    const grid = { name: 'Grid load forecasting', client: 'Nordgrid', sectors: [] };
    const [twice, once] = rankPeople(terms, [
      person('twice', {
        skills: ['Python'],
        credentials: [
          { id: 'c1', ...grid },
          { id: 'c2', ...grid, name: 'GRID LOAD FORECASTING' },
          { id: 'c3', name: 'Grid load forecasting', client: 'Volta', sectors: ['Payments'] },
        ],
      }),
      person('once', { skills: ['Python'], credentials: [{ id: 'c1', ...grid }] }),
    ]);
    expect(twice!.reasons.credentials).toEqual([
      { id: 'c1', name: 'Grid load forecasting', client: 'Nordgrid' },
      { id: 'c3', name: 'Grid load forecasting', client: 'Volta' },
    ]);
    expect(twice!.score - once!.score).toBe(WEIGHTS.credentialInSector);
  });

  it("puts who is in the need's sector before who only worked on projects of it", () => {
    const banking = { skills: ['Python'], sectors: ['Banking', 'Basel III'], clients: [], languages: [] };
    const inSector = (id: string) => ({ id, name: id, client: 'Some bank', sectors: ['Banking'] });
    const ranked = rankPeople(banking, [
      person('projects-only', { skills: ['Python'], credentials: ['p1', 'p2', 'p3'].map(inSector) }),
      person('in-banking', { skills: ['Python'], sectors: ['Banking'] }),
    ]);
    expect(ranked.map((hit) => hit.id)).toEqual(['in-banking', 'projects-only']);
  });

  describe('a common word of the need ranks no one by itself', () => {
    const vocabulary = buildVocabulary([
      { kind: 'skills', value: 'Go', variants: [] },
      { kind: 'skills', value: 'R', variants: [] },
      { kind: 'skills', value: 'Spark', variants: [] },
      { kind: 'skills', value: 'Kafka', variants: [] },
      { kind: 'sectors', value: 'Mobility', variants: ['mobilité'] },
      { kind: 'sectors', value: 'Banking', variants: ['banque'] },
    ] satisfies VocabularyTerm[]);
    const people = [
      person('gopher', { skills: ['Go'] }),
      person('statistician', { skills: ['R'] }),
      person('spark-engineer', { skills: ['Spark'] }),
      person('mobility', { sectors: ['Mobility'] }),
      person('banker', { sectors: ['Banking'] }),
      person('streamer', { skills: ['Kafka'] }),
    ];
    const staffed = (need: string) => rankPeople(extractTerms(need, vocabulary), people).map((hit) => hit.id);

    it.each([
      'We need Kafka engineers ready to go on site, with our R&D lab, to spark new ideas at the mobility desk.',
      'Ingénieurs Kafka prêts pour le go-live, avec notre R&D, au service mobilité.',
    ])('%s', (need) => {
      expect(staffed(need)).toEqual(['streamer']);
    });

    it.each([
      [
        'Kafka, Go and R engineers, with experience in banking.',
        ['gopher', 'statistician', 'streamer', 'banker'],
      ],
      [
        'Ingénieurs Kafka, Go et R, expérience dans la banque.',
        ['gopher', 'statistician', 'streamer', 'banker'],
      ],
    ])('%s', (need, expected) => {
      expect(staffed(need)).toEqual(expected);
    });
  });
});
