import { TOOLBOX_MESSAGES, type Draft, type DraftPayload } from '@atrium/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { credentials } from '../credentials/credentials.tables.ts';
import { experiences } from '../people/people.tables.ts';
import { solutions } from '../solutions/solutions.tables.ts';
import { fieldsMessage } from './ai-writer.ts';
import { startFakeOpenAi } from './testing/fake-openai.ts';

const api = '/api/c13s/v2/ai_toolbox';

describe('AI toolbox drafts, against a local OpenAI-compatible server', () => {
  let fake: Awaited<ReturnType<typeof startFakeOpenAi>>;
  let t: TestApp;
  type Caller = Awaited<ReturnType<TestApp['signedIn']>>;
  let admin: Caller;
  let employee: Caller;
  let consultant: Caller;
  let credentialId: string;
  let solutionId: string;

  beforeAll(async () => {
    fake = await startFakeOpenAi();
    t = await createTestApp({ AI_BASE_URL: fake.baseUrl, AI_MODEL: 'firm-model', AI_API_KEY: 'secret-key' });
    admin = await t.signedIn({ roles: ['admin'] });
    employee = await t.signedIn({ first_name: 'Eve', last_name: 'Employee' });
    consultant = await t.signedIn({
      first_name: 'Camille',
      last_name: 'Secret',
      email: 'camille.secret@example.org',
      mobile: '+33 6 99 88 77 66',
      job_title: 'Data engineer',
      grade: 'Manager',
      technical_skills: ['Python', 'Spark'],
    });
    await t.db.insert(experiences).values({
      user_id: consultant.user.id,
      client: 'Nordgrid',
      role: 'Data engineer',
      start_date: '2023-01-01',
      description: 'Built the smart meter data lake.',
    });
    const [credential] = await t.db
      .insert(credentials)
      .values({
        name: 'Smart meter data lake',
        project_code: 'NG-2023-001',
        client: 'Nordgrid',
        challenge: 'Millions of readings a day',
        results: 'Bills on time',
      })
      .returning();
    credentialId = credential!.id;
    const [solution] = await t.db
      .insert(solutions)
      .values({ name: 'Grid analytics', summary: 'Analytics for grid operators', markets: ['Energy'] })
      .returning();
    solutionId = solution!.id;
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  it('tells everyone drafts are on, and only administrators where they go (never the key)', async () => {
    expect((await employee.request({ method: 'GET', url: `${api}/status` })).json()).toEqual({
      ai: true,
      endpoint: null,
      model: null,
    });
    const status = (await admin.request({ method: 'GET', url: `${api}/status` })).json();
    expect(status).toEqual({ ai: true, endpoint: fake.baseUrl, model: 'firm-model' });
    expect(JSON.stringify(status)).not.toContain('secret-key');
  });

  it('shows the payload without sending anything', async () => {
    const before = fake.received.length;
    const response = await employee.request({
      method: 'POST',
      url: `${api}/drafts/payload`,
      payload: { kind: 'credential_summary', id: credentialId, language: 'fr' },
    });
    expect(response.statusCode).toBe(200);
    const payload = response.json<DraftPayload>();
    expect(payload.model).toBe('firm-model');
    expect(payload.fields).toEqual({
      name: 'Smart meter data lake',
      client: 'Nordgrid',
      challenge: 'Millions of readings a day',
      results: 'Bills on time',
    });
    expect(payload.instructions).toContain('French');
    expect(fake.received.length).toBe(before);
  });

  it('sends exactly the payload shown, through the real client, and answers the draft', async () => {
    const response = await employee.request({
      method: 'POST',
      url: `${api}/drafts`,
      payload: { kind: 'solution_pitch', id: solutionId, language: 'en' },
    });
    expect(response.statusCode).toBe(200);
    const draft = response.json<Draft>();
    expect(draft.text).toBe('A draft written by the fake model.');
    const sent = fake.received.at(-1)!;
    expect(sent.model).toBe('firm-model');
    expect(sent.messages).toEqual([
      { role: 'system', content: draft.payload.instructions },
      { role: 'user', content: fieldsMessage(draft.payload.fields) },
    ]);
    expect(draft.payload.fields).toMatchObject({ name: 'Grid analytics', markets: 'Energy' });
  });

  it('writes a profile summary from the experiences without sending the name, email or phone', async () => {
    const response = await consultant.request({
      method: 'POST',
      url: `${api}/drafts`,
      payload: { kind: 'profile_summary', id: consultant.user.id, language: 'en' },
    });
    expect(response.statusCode).toBe(200);
    const sent = JSON.stringify(fake.received.at(-1));
    expect(sent).toContain('Built the smart meter data lake.');
    for (const secret of ['Camille', 'Secret', 'camille.secret', '77 66']) expect(sent).not.toContain(secret);
  });

  it("keeps another person's profile summary to those who manage their resumes", async () => {
    const response = await employee.request({
      method: 'POST',
      url: `${api}/drafts/payload`,
      payload: { kind: 'profile_summary', id: consultant.user.id, language: 'en' },
    });
    expect(response.statusCode).toBe(403);
  });

  it('answers 404 for an unknown record and 400 for a bad kind', async () => {
    const unknown = await employee.request({
      method: 'POST',
      url: `${api}/drafts/payload`,
      payload: { kind: 'credential_summary', id: '00000000-0000-4000-8000-000000000000', language: 'en' },
    });
    expect(unknown.statusCode).toBe(404);
    const bad = await employee.request({
      method: 'POST',
      url: `${api}/drafts`,
      payload: { kind: 'poem', id: credentialId, language: 'en' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('says so clearly when the model fails, never a 500', async () => {
    fake.fail(true);
    try {
      const response = await employee.request({
        method: 'POST',
        url: `${api}/drafts`,
        payload: { kind: 'credential_summary', id: credentialId, language: 'en' },
      });
      expect(response.statusCode).toBe(502);
      expect(response.json().msg).toBe(TOOLBOX_MESSAGES.aiFailed);
    } finally {
      fake.fail(false);
    }
  });
});
