import type { Group, PersonRef } from '@atrium/contract';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { writeLanguageCookie } from '../../i18n/languageCookie';
import { renderWithProviders } from '../../test/renderWithProviders';
import { GroupCard } from './GroupCard';

const person = (n: number): PersonRef => ({
  id: `p${n}`,
  first_name: `First${n}`,
  last_name: `Last${n}`,
  job_title: null,
  has_picture: false,
  picture_version: null,
});

/**
 * Six places: a leader, a steering member, two active members, a follower and a place awaiting
 * confirmation. The server counts 4 active members, the figure the leader's tool shows as well.
 */
const squad: Group = {
  id: 'g1',
  type: 'squad',
  name: 'Data squad',
  code_name: null,
  description: null,
  id_lea: 'p1',
  leaders: [person(1)],
  steerco: [person(2)],
  members: [
    { ...person(3), status: 'active' },
    { ...person(4), status: 'active' },
    { ...person(5), status: 'follower' },
    { ...person(6), status: 'active' },
  ],
  unconfirmed: ['p6'],
  active_members: 4,
  files: [],
  solutions: [],
  deliverables: [],
  sales_pitch: null,
  expected_results: null,
  added_value: null,
  man_days: null,
  estimated_cost: null,
  target_markets: [],
  assets: [],
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
};

describe('GroupCard', () => {
  afterEach(() => writeLanguageCookie('en'));

  it("says what it counts: the server's active members, not every place", async () => {
    renderWithProviders(<GroupCard group={squad} />);
    expect(await screen.findByText('4 active members')).toBeInTheDocument();
    expect(screen.queryByText('6 people')).not.toBeInTheDocument();
  });

  it('says it in French too', async () => {
    writeLanguageCookie('fr');
    renderWithProviders(<GroupCard group={squad} />);
    expect(await screen.findByText('4 membres actifs')).toBeInTheDocument();
  });
});
