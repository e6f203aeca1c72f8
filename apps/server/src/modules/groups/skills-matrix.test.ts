import { SKILLS_MATRIX_SKILLS_MAX } from '@atrium/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app-setup.ts';
import { createGroup, TEAMS_API } from './groups.factory.ts';
import { commonTopSkills } from './skills-matrix.ts';

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describe('GET …/cv_library/teams/{id}/skills-matrix', () => {
  const ctx = useTestApp();
  type Caller = Awaited<ReturnType<ReturnType<typeof ctx>['signedIn']>>;
  let hr: Caller;
  let colleague: Caller;

  beforeAll(async () => {
    hr = await ctx().signedIn({ roles: ['HR'] });
    colleague = await ctx().signedIn();
  });

  const matrix = (caller: Caller, id: string) =>
    caller.request({ method: 'GET', url: `${TEAMS_API}/${id}/skills-matrix` });

  it('shows the people with an active place × their most common top skills, with each one’s level', async () => {
    const lead = await ctx().createPerson({
      last_name: 'Aalto',
      technical_skills: ['React', 'TypeScript'],
      mentoring_skills: ['React'],
    });
    const member = await ctx().createPerson({
      last_name: 'Berg',
      technical_skills: ['typescript', 'Kubernetes'],
      sectorial_skills: ['Energy'],
      learning_skills: ['React'],
    });
    const follower = await ctx().createPerson({ technical_skills: ['Cobol'] });
    const gone = await ctx().createPerson({ technical_skills: ['Fortran'] });
    const id = await createGroup(hr, {
      type: 'chapter',
      leaders: [lead.id],
      members: [
        { user_id: member.id, status: 'active' },
        { user_id: follower.id, status: 'follower' },
        { user_id: gone.id, status: 'active' },
      ],
    });
    await hr.request({ method: 'POST', url: `/api/c13s/v2/cv_library/users/${gone.id}/deactivate` });

    const response = await matrix(colleague, id);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.skills).toEqual([
      { name: 'TypeScript', kind: 'technical', people: 2 },
      { name: 'Energy', kind: 'sectorial', people: 1 },
      { name: 'Kubernetes', kind: 'technical', people: 1 },
      { name: 'React', kind: 'technical', people: 1 },
    ]);
    expect(body.people.map((person: { id: string }) => person.id)).toEqual([lead.id, member.id]);
    expect(body.people[0]).toMatchObject({ last_name: 'Aalto', levels: ['top', 'none', 'none', 'mentor'] });
    expect(body.people[1].levels).toEqual(['top', 'top', 'top', 'learning']);
  });

  it('answers an empty matrix for a group without people or skills', async () => {
    const id = await createGroup(hr, { type: 'guild' });
    expect((await matrix(colleague, id)).json()).toEqual({ skills: [], people: [] });
  });

  it('answers 404 for an unknown group, 400 for no id, 403 without the right to read groups', async () => {
    expect((await matrix(colleague, UNKNOWN)).statusCode).toBe(404);
    expect((await matrix(colleague, 'not-an-id')).statusCode).toBe(400);
    const id = await createGroup(hr, { type: 'guild' });
    await ctx().permissions.revoke('guest', 'teams read');
    try {
      const reader = await ctx().signedIn();
      expect((await matrix(reader, id)).statusCode).toBe(403);
    } finally {
      await ctx().permissions.grant('guest', 'teams read');
    }
  });
});

describe('commonTopSkills', () => {
  it(`keeps the ${SKILLS_MATRIX_SKILLS_MAX} most held, then by name, counting a person once whatever the case`, () => {
    const person = (technical_skills: string[]) => ({
      technical_skills,
      sectorial_skills: [],
      mentoring_skills: [],
      learning_skills: [],
    });
    const many = Array.from({ length: 20 }, (_, i) => `Skill ${String(i).padStart(2, '0')}`);
    const skills = commonTopSkills([person(['Go', 'go', ...many]), person(['Go'])]);
    expect(skills).toHaveLength(SKILLS_MATRIX_SKILLS_MAX);
    expect(skills[0]).toEqual({ name: 'go', kind: 'technical', people: 2 });
    expect(skills[1]!.name).toBe('Skill 00');
  });
});
