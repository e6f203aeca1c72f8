import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app-setup.ts';

const api = '/api/c13s/v2/cv_library/users';

describe('"can mentor" and "wants to learn" on a profile', () => {
  const ctx = useTestApp();

  it('keeps the skills mentored among the top skills, and the skills wanted as given', async () => {
    const me = await ctx().signedIn();
    const patch = (payload: Record<string, unknown>) =>
      me.request({ method: 'PATCH', url: `${api}/${me.user.id}`, payload });
    const flagged = await patch({
      technical_skills: ['TypeScript', 'SQL'],
      sectorial_skills: ['Banking'],
      mentoring_skills: ['typescript', 'Banking', 'Rust'],
      learning_skills: ['Kubernetes'],
    });
    expect(flagged.statusCode, flagged.body).toBe(200);
    const read = async () => (await me.request({ method: 'GET', url: `${api}/${me.user.id}` })).json();
    // Rust is no top skill of theirs: it cannot be mentored; a flag is spelled as its skill.
    expect(await read()).toMatchObject({
      mentoring_skills: ['TypeScript', 'Banking'],
      learning_skills: ['Kubernetes'],
    });
    // Taking a skill off the list takes its flag with it.
    expect((await patch({ technical_skills: ['SQL'] })).statusCode).toBe(200);
    expect((await read()).mentoring_skills).toEqual(['Banking']);
  });

  it('refuses a list too long, and changes nothing', async () => {
    const me = await ctx().signedIn();
    const response = await me.request({
      method: 'PATCH',
      url: `${api}/${me.user.id}`,
      payload: { learning_skills: Array.from({ length: 11 }, (_, i) => `Skill ${i}`) },
    });
    expect(response.statusCode).toBe(400);
    expect((await me.request({ method: 'GET', url: `${api}/${me.user.id}` })).json().learning_skills).toEqual(
      [],
    );
  });

  it('feeds a mentorship registration: a mentor offers what they can mentor, a mentee asks what they want to learn', async () => {
    const t = ctx();
    const hr = await t.signedIn({ roles: ['HR'] });
    const today = {
      start: new Date().toISOString().slice(0, 10),
      end: new Date().toISOString().slice(0, 10),
    };
    const session = await hr.request({
      method: 'POST',
      url: '/api/c13s/v2/mentorship/sessions',
      payload: {
        name: 'Fed',
        year: 2026,
        mentor_registration: today,
        mentee_registration: today,
        selection: today,
        matching: today,
      },
    });
    const mentor = await t.signedIn();
    const mentee = await t.signedIn();
    await mentor.request({
      method: 'PATCH',
      url: `${api}/${mentor.user.id}`,
      payload: { technical_skills: ['Go', 'SQL'], mentoring_skills: ['Go'] },
    });
    await mentee.request({
      method: 'PATCH',
      url: `${api}/${mentee.user.id}`,
      payload: { learning_skills: ['Go'] },
    });
    const register = async (caller: typeof mentor, payload: Record<string, unknown>) => {
      const response = await caller.request({
        method: 'POST',
        url: '/api/c13s/v2/mentorship/participants',
        payload: { session_id: session.json().id, ...payload },
      });
      expect(response.statusCode, response.body).toBe(201);
      return (
        await caller.request({
          method: 'GET',
          url: `/api/c13s/v2/mentorship/participants/${response.json().id}`,
        })
      ).json();
    };
    expect((await register(mentor, { role: 'mentor', mentee_count: 2 })).skills).toEqual(['Go']);
    expect((await register(mentee, { role: 'mentee' })).skills).toEqual(['Go']);
  });
});
