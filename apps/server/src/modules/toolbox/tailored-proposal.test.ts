import type { StaffingTerms } from '@atrium/contract';
import { describe, expect, it } from 'vitest';
import type { ExperienceRow } from '../people/people.tables.ts';
import { foldKey } from './fold-words.ts';
import { proposeTailoring, type ContributedCredential } from './tailored-proposal.ts';

// Staffing's reading of a text, stood in for by a few phrases (toolbox.test.ts reads with the real one).
const SAID: Record<string, Partial<StaffingTerms>> = {
  powerbi: { skills: ['Power BI'] },
  banque: { sectors: ['Banking'] },
  python: { skills: ['Python'] },
};
const read = (text: string): StaffingTerms => {
  const found: StaffingTerms = { skills: [], sectors: [], clients: [], languages: [] };
  for (const word of foldKey(text).split(' ')) {
    found.skills.push(...(SAID[word]?.skills ?? []));
    found.sectors.push(...(SAID[word]?.sectors ?? []));
  }
  return found;
};
const need: StaffingTerms = {
  skills: ['Python', 'Power BI'],
  sectors: ['Banking'],
  clients: ['Banque Atlantique'],
  languages: [],
};
const profile = { technical_skills: ['Python'], sectorial_skills: [], certificates: [], market: null };

const assignment = (id: string, fields: Partial<ExperienceRow>): ExperienceRow => ({
  id,
  user_id: 'u1',
  client: 'Elsewhere',
  role: 'Consultant',
  start_date: '2024-01-01',
  end_date: null,
  description: '',
  skills: [],
  created_at: new Date(),
  updated_at: new Date(),
  ...fields,
});
const credential = (id: string, fields: Partial<ContributedCredential>): ContributedCredential => ({
  id,
  name: 'A study',
  client: 'Elsewhere',
  year: 2024,
  text: '',
  skills: [],
  sectors: [],
  ...fields,
});

describe('proposeTailoring', () => {
  it('proposes the work where the need was practised, its terms as reasons in the need’s order, and nothing else', () => {
    const proposal = proposeTailoring(
      need,
      profile,
      [
        assignment('tagged', { skills: ['python'] }),
        assignment('told', { description: 'Built the PowerBI reporting of a banque privée.' }),
        assignment('client', { client: 'BANQUE ATLANTIQUE' }),
        assignment('latest-but-unrelated', { description: 'Ran the agile transformation.' }),
      ],
      [
        credential('market', { sectors: ['Banking'] }),
        credential('skills', { skills: ['Power BI'], text: 'Python notebooks for the risk team.' }),
        credential('other', { text: 'Supply chain redesign.' }),
      ],
      read,
    );
    expect(proposal.experiences.map(({ id, proposed, reasons }) => ({ id, proposed, reasons }))).toEqual([
      { id: 'tagged', proposed: true, reasons: ['Python'] },
      { id: 'told', proposed: true, reasons: ['Power BI', 'Banking'] },
      { id: 'client', proposed: true, reasons: ['Banque Atlantique'] },
      { id: 'latest-but-unrelated', proposed: false, reasons: [] },
    ]);
    expect(proposal.credentials.map(({ id, proposed, reasons }) => ({ id, proposed, reasons }))).toEqual([
      { id: 'market', proposed: true, reasons: ['Banking'] },
      { id: 'skills', proposed: true, reasons: ['Python', 'Power BI'] },
      { id: 'other', proposed: false, reasons: [] },
    ]);
  });

  it('ticks no assignment when none practised the need: no "latest ones" by default', () => {
    const proposal = proposeTailoring(
      { skills: ['Rust'], sectors: [], clients: [], languages: [] },
      profile,
      [assignment('a', {}), assignment('b', {})],
      [],
      read,
    );
    expect(proposal.experiences.every((item) => !item.proposed)).toBe(true);
  });
});
