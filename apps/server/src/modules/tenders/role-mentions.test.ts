import { describe, expect, it } from 'vitest';
import { findRoleMentions } from './role-mentions.ts';

const roles = (text: string) => findRoleMentions(text).map(({ title, count }) => [title, count]);

describe('findRoleMentions', () => {
  it('reads roles and their counts in English and French', () => {
    expect(
      roles('We need a project manager and two data engineers, French speaking, 6 months from April.'),
    ).toEqual([
      ['Project manager', 1],
      ['Data engineers', 2],
    ]);
    expect(roles('Nous recherchons un chef de projet et trois ingénieurs data confirmés.')).toEqual([
      ['Chef de projet', 1],
      ['Ingénieurs data confirmés', 3],
    ]);
  });

  it('reads list items and counts after the title', () => {
    expect(roles('Profiles:\n- Cloud architect (2)\n- 3 x Java developers\n- Scrum master')).toEqual([
      ['Cloud architect', 2],
      ['Java developers', 3],
      ['Scrum master', 1],
    ]);
  });

  it('reads a head qualifying another as part of its title', () => {
    expect(roles('a lead product owner and an architect and developer')).toEqual([
      ['Lead product owner', 1],
      ['Architect', 1],
    ]);
  });

  it('leaves people spoken of, and a role named again, alone', () => {
    expect(
      roles(
        'Our consultants know the client. A business analyst is needed; the business analyst will report weekly.',
      ),
    ).toEqual([['Business analyst', 1]]);
  });
});
