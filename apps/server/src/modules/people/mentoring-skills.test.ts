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
});
