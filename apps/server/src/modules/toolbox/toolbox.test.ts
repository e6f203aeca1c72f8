import {
  STAFFING_NEED_MAX,
  TOOLBOX_MESSAGES,
  type StaffingResult,
  type TailoredProposal,
} from '@atrium/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app-setup.ts';
import { credentials } from '../credentials/credentials.tables.ts';
import { and, eq } from 'drizzle-orm';
import { experiences, tagAliases, tags } from '../people/people.tables.ts';
import { wordText } from '../people/testing/word-text.ts';
import { solutions } from '../solutions/solutions.tables.ts';
import { users } from '../../platform/users/users.tables.ts';
import { personTerms } from './toolbox.tables.ts';

const api = '/api/c13s/v2/ai_toolbox';
const NEED =
  'Banque Atlantique is looking for a senior consultant to run its programme in payments on KUBERNETES ' +
  'and Python. The engagement starts in March; fluent English is required, français apprécié.';

describe('AI toolbox: staffing and the tailored CV', () => {
  const ctx = useTestApp();
  type Caller = Awaited<ReturnType<ReturnType<typeof ctx>['signedIn']>>;
  let hr: Caller;
  let employee: Caller;
  let alice: Caller;
  let bob: Caller;
  let nina: Caller;
  let leo: Caller;
  let credentialId: string;
  let aliceMission: string;

  beforeAll(async () => {
    const t = ctx();
    hr = await t.signedIn({ first_name: 'Hanna', last_name: 'Hr', roles: ['HR'] });
    employee = await t.signedIn({ first_name: 'Eve', last_name: 'Employee' });
    alice = await t.signedIn({
      first_name: 'Alice',
      last_name: 'Arnaud',
      email: 'alice.arnaud@example.org',
      mobile: '+33 6 11 22 33 44',
      grade: 'Senior Consultant',
      technical_skills: ['Kubernetes', 'Python', 'Terraform'],
      sectorial_skills: ['Payments'],
      certificates: ['CKA Kubernetes Administrator', 'Scrum Master'],
      market: 'Banking',
      languages: [
        { code: 'fr', level: 'native' },
        { code: 'en', level: 'fluent' },
      ],
    });
    bob = await t.signedIn({
      first_name: 'Bob',
      last_name: 'Bernard',
      technical_skills: ['Python'],
      market: 'Insurance',
    });
    nina = await t.signedIn({
      first_name: 'Nina',
      last_name: 'New',
      technical_skills: ['Kubernetes'],
      status: 'newcomer',
    });
    leo = await t.signedIn({
      first_name: 'Leo',
      last_name: 'Left',
      technical_skills: ['Kubernetes', 'Python'],
      status: 'left',
    });
    const [mission] = await t.db
      .insert(experiences)
      .values([
        {
          user_id: alice.user.id,
          client: 'Banque Atlantique',
          role: 'Architect',
          start_date: '2024-01-01',
          description: 'Moved the payments platform to Kubernetes.',
          skills: ['Kubernetes'],
        },
        {
          user_id: alice.user.id,
          client: 'Pharmalis',
          role: 'Developer',
          start_date: '2022-01-01',
          end_date: '2023-06-30',
        },
      ])
      .returning();
    aliceMission = mission!.id;
    // Tags management's aliases: what people really type.
    const [kubernetes] = await t.db
      .select({ id: tags.id })
      .from(tags)
      .where(and(eq(tags.type, 'technical'), eq(tags.name, 'Kubernetes')));
    await t.db.insert(tagAliases).values({ tag_id: kubernetes!.id, type: 'technical', alias: 'k8s' });
    const [solution] = await t.db
      .insert(solutions)
      .values({
        name: 'Cloud payments',
        summary: 'Payments on the cloud',
        markets: ['Banking'],
        tags: ['Kubernetes'],
      })
      .returning();
    const [credential] = await t.db
      .insert(credentials)
      .values({
        name: 'Instant payments platform',
        project_code: 'BA-2024-001',
        client: 'Banque Atlantique',
        solution_ids: [solution!.id],
        contributors: [{ user_id: alice.user.id, description: 'Architect', confirmed: true }],
        contributor_ids: [alice.user.id],
      })
      .returning();
    credentialId = credential!.id;
  });

  const staff = (as: Caller, payload: object) =>
    as.request({ method: 'POST', url: `${api}/staffing`, payload });

  describe('staffing', () => {
    it('reads skills, sectors, clients and languages in a need, whatever their case and accents', async () => {
      const response = await staff(employee, { need: NEED });
      expect(response.statusCode).toBe(200);
      const result = response.json<StaffingResult>();
      expect(result.understood).toEqual({
        skills: ['Kubernetes', 'Python'],
        sectors: ['Payments'],
        clients: ['Banque Atlantique'],
        languages: ['en', 'fr'],
      });
    });

    it('ranks people with their reasons, and lists the credentials and solutions of the need', async () => {
      const result = (await staff(employee, { need: NEED })).json<StaffingResult>();
      expect(result.people.map((hit) => hit.person.first_name)).toEqual(['Alice', 'Bob']);
      const [first] = result.people;
      expect(first!.reasons.skills.map((skill) => skill.name)).toEqual(['Kubernetes', 'Python']);
      // Years per skill come from the assignments (since January 2024, still going on).
      expect(first!.reasons.skills[0]!.months).toBeGreaterThan(24);
      expect(first!.reasons.skills[1]!.months).toBeNull();
      expect(first!.reasons.sectors).toEqual(['Payments']);
      expect(first!.reasons.clients).toEqual(['Banque Atlantique']);
      expect(first!.reasons.languages).toEqual([
        { code: 'fr', level: 'native' },
        { code: 'en', level: 'fluent' },
      ]);
      expect(first!.reasons.credentials).toEqual([
        { id: credentialId, name: 'Instant payments platform', client: 'Banque Atlantique' },
      ]);
      expect(result.credentials.map((credential) => credential.id)).toEqual([credentialId]);
      expect(result.solutions.map((solution) => solution.name)).toEqual(['Cloud payments']);
    });

    it('reads a tag alias as its tag, in the need and in a corrected chip', async () => {
      const read = (await staff(employee, { need: 'A K8S expert, please' })).json<StaffingResult>();
      expect(read.understood.skills).toEqual(['Kubernetes']);
      const corrected = (
        await staff(employee, {
          need: '',
          terms: { skills: ['k8s'], sectors: [], clients: [], languages: [] },
        })
      ).json<StaffingResult>();
      expect(corrected.understood.skills).toEqual(['Kubernetes']);
      expect(corrected.people.map((hit) => hit.person.first_name)).toEqual(['Alice']);
    });

    it('understands a new alias, market, renamed tag and credential client with the very next need', async () => {
      const admin = await ctx().signedIn({ roles: ['admin'] });
      const write = async (method: 'POST' | 'PATCH', url: string, payload: object) => {
        const response = await admin.request({ method, url: `/api/c13s/v2/cv_library/${url}`, payload });
        expect(response.statusCode, response.body).toBeLessThan(300);
        return response.json<{ id: string }>();
      };
      const understood = async (need: string) =>
        (await staff(employee, { need })).json<StaffingResult>().understood;
      const need = 'Zephyr Mutuelle needs Kubi experts in the Reinsurance market.';
      // Read once, so the vocabulary is cached before the writes.
      expect(await understood(need)).toEqual({ skills: [], sectors: [], clients: [], languages: [] });

      const [kubernetes] = await ctx()
        .db.select({ id: tags.id })
        .from(tags)
        .where(and(eq(tags.type, 'technical'), eq(tags.name, 'Kubernetes')));
      await write('POST', `tags/${kubernetes!.id}/aliases`, { alias: 'Kubi' });
      const market = await write('POST', 'tags', { type: 'market', name: 'Reinsurance' });
      const credential = await write('POST', 'projects', {
        name: 'Treaty pricing',
        client: 'Zephyr Mutuelle',
      });
      expect(await understood(need)).toEqual({
        skills: ['Kubernetes'],
        sectors: ['Reinsurance'],
        clients: ['Zephyr Mutuelle'],
        languages: [],
      });

      await write('PATCH', `tags/${market.id}`, { name: 'Retrocession' });
      await write('PATCH', `projects/${credential.id}`, { client: 'Zephyr Réassurance' });
      expect(await understood('For ZEPHYR REASSURANCE, in Retrocession.')).toMatchObject({
        sectors: ['Retrocession'],
        clients: ['Zephyr Réassurance'],
      });
    });

    it('staffs on the corrected chips rather than on the text', async () => {
      const result = (
        await staff(employee, {
          need: NEED,
          terms: { skills: ['python'], sectors: [], clients: [], languages: [] },
        })
      ).json<StaffingResult>();
      expect(result.understood.skills).toEqual(['Python']);
      expect(result.people.map((hit) => hit.person.first_name)).toEqual(['Alice', 'Bob']);
      expect(result.people[0]!.reasons.clients).toEqual([]);
    });

    it('shows each caller only the people they may see: HR sees newcomers, no one sees who left', async () => {
      const need = { need: 'Kubernetes' };
      const seenBy = async (as: Caller) =>
        (await staff(as, need)).json<StaffingResult>().people.map((hit) => hit.person.id);
      expect(await seenBy(employee)).toEqual([alice.user.id]);
      expect(await seenBy(hr)).toEqual(expect.arrayContaining([alice.user.id, nina.user.id]));
      expect(await seenBy(hr)).not.toContain(leo.user.id);
      expect(await seenBy(employee)).not.toContain(bob.user.id);
    });

    it('follows every write to a profile: a skill added, a new name, leaving the firm, a deletion', async () => {
      const terraform = {
        need: 'Terraform',
        terms: { skills: ['Terraform'], sectors: [], clients: [], languages: [] },
      };
      const found = async () =>
        (await staff(hr, terraform))
          .json<StaffingResult>()
          .people.map((hit) => hit.person.first_name)
          .sort();
      const paula = await ctx().createPerson({
        first_name: 'Paula',
        last_name: 'Plain',
        technical_skills: ['Excel'],
      });
      const edit = async (payload: object) => {
        const response = await hr.request({
          method: 'PATCH',
          url: `/api/c13s/v2/cv_library/users/${paula.id}`,
          payload,
        });
        expect(response.statusCode, response.body).toBe(200);
      };
      expect(await found()).toEqual(['Alice']);
      await edit({ technical_skills: ['Excel', 'Terraform'] });
      expect(await found()).toEqual(['Alice', 'Paula']);
      await edit({ first_name: 'Paola' });
      expect(await found()).toEqual(['Alice', 'Paola']);
      const { db } = ctx();
      await db.update(users).set({ status: 'left' }).where(eq(users.id, paula.id));
      expect(await found()).toEqual(['Alice']);
      await db.delete(users).where(eq(users.id, paula.id));
      expect(await db.select().from(personTerms).where(eq(personTerms.id, paula.id))).toEqual([]);
    });

    it('answers an empty need with nothing understood and no one', async () => {
      const response = await staff(employee, { need: '' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        understood: { skills: [], sectors: [], clients: [], languages: [] },
        availability: { start: null, weeks: null, load_pct: null },
        availability_words: { start: null, weeks: null, load_pct: null },
        people: [],
        credentials: [],
        solutions: [],
      });
    });

    it('refuses a need longer than the limit, naming it', async () => {
      const response = await staff(employee, { need: 'x'.repeat(100_000) });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors.need).toBe(TOOLBOX_MESSAGES.needTooLong);
      expect(TOOLBOX_MESSAGES.needTooLong).toContain(STAFFING_NEED_MAX.toLocaleString('en'));
    });

    it('refuses a skill the firm does not know', async () => {
      const response = await staff(employee, {
        need: '',
        terms: { skills: ['Quantum basket weaving'], sectors: [], clients: [], languages: [] },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'toolbox.unknownSkill',
        msg: TOOLBOX_MESSAGES.unknownSkill,
        errors: { 'terms.skills.0': TOOLBOX_MESSAGES.unknownSkill },
      });
    });
  });

  describe('tailored CV', () => {
    const propose = (as: Caller, payload: object) =>
      as.request({ method: 'POST', url: `${api}/tailored`, payload });

    it('proposes the skills, assignments and certificates the need speaks of', async () => {
      const response = await propose(hr, { user_id: alice.user.id, need: NEED });
      expect(response.statusCode).toBe(200);
      const proposal = response.json<TailoredProposal>();
      const chosen = <T extends { proposed: boolean }>(items: T[]) => items.filter((item) => item.proposed);
      expect(chosen(proposal.skills).map((skill) => skill.name)).toEqual([
        'Kubernetes',
        'Python',
        'Payments',
      ]);
      // The Pharmalis assignment practised none of the need: it is listed, not ticked, not "the latest".
      expect(chosen(proposal.experiences).map(({ id, reasons }) => ({ id, reasons }))).toEqual([
        { id: aliceMission, reasons: ['Kubernetes', 'Payments', 'Banque Atlantique'] },
      ]);
      expect(proposal.experiences.find((item) => item.client === 'Pharmalis')).toMatchObject({
        proposed: false,
        reasons: [],
      });
      expect(chosen(proposal.certificates).map((certificate) => certificate.name)).toEqual([
        'CKA Kubernetes Administrator',
      ]);
      expect(chosen(proposal.credentials).map(({ id, reasons }) => ({ id, reasons }))).toEqual([
        { id: credentialId, reasons: ['Payments', 'Banque Atlantique'] },
      ]);
    });

    it('proposes an assignment for the skills tagged on it, though its words do not name them', async () => {
      const [tagged] = await ctx()
        .db.insert(experiences)
        .values({
          user_id: bob.user.id,
          client: 'Assurances du Nord',
          role: 'Developer',
          start_date: '2021-01-01',
          end_date: '2021-12-31',
          description: 'Claims batch rewrite.',
          skills: ['Python'],
        })
        .returning();
      const proposal = (await propose(hr, { user_id: bob.user.id, need: NEED })).json<TailoredProposal>();
      expect(proposal.experiences).toEqual([
        expect.objectContaining({ id: tagged!.id, proposed: true, reasons: ['Python'] }),
      ]);
    });

    it('lets a colleague who may read people and resumes tailor a CV: the proposal and its Word file', async () => {
      const proposal = await propose(employee, { user_id: alice.user.id, need: NEED });
      expect(proposal.statusCode).toBe(200);
      const file = await employee.request({
        method: 'POST',
        url: '/api/c13s/v2/cv_library/resume/generate',
        payload: {
          user_id: alice.user.id,
          format: 'docx',
          language: 'en',
          selection: {
            skills: ['Python'],
            experience_ids: [aliceMission],
            certificates: [],
            credential_ids: [],
          },
        },
      });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-disposition']).toContain('Alice-Arnaud');
      expect(await wordText(file.rawPayload)).toContain('Banque Atlantique');
    });

    it('refuses the tailored CV, proposal and file, to whoever may not read resumes', async () => {
      await ctx().permissions.revoke('guest', 'resume read');
      try {
        const reader = await ctx().signedIn();
        expect((await propose(reader, { user_id: alice.user.id, need: NEED })).statusCode).toBe(403);
        const file = await reader.request({
          method: 'POST',
          url: '/api/c13s/v2/cv_library/resume/generate',
          payload: {
            user_id: alice.user.id,
            format: 'docx',
            language: 'en',
            selection: { skills: [], experience_ids: [], certificates: [], credential_ids: [] },
          },
        });
        expect(file.statusCode).toBe(403);
      } finally {
        await ctx().permissions.grant('guest', 'resume read');
      }
    });

    it('answers 404 for an unknown person and 400 for no id', async () => {
      expect(
        (await propose(hr, { user_id: '00000000-0000-4000-8000-000000000000', need: NEED })).statusCode,
      ).toBe(404);
      expect((await propose(hr, { user_id: 'nobody', need: NEED })).statusCode).toBe(400);
    });

    it('generates an anonymised Word resume of the selection: initials and grade, no name, email or phone', async () => {
      const response = await hr.request({
        method: 'POST',
        url: '/api/c13s/v2/cv_library/resume/generate',
        payload: {
          user_id: alice.user.id,
          format: 'docx',
          language: 'en',
          anonymised: true,
          selection: {
            skills: ['Kubernetes'],
            experience_ids: [aliceMission],
            certificates: [],
            credential_ids: [credentialId],
          },
        },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-disposition']).not.toContain('Alice');
      const text = await wordText(response.rawPayload);
      expect(text).toContain('A. A.');
      expect(text).toContain('Senior Consultant');
      expect(text).toContain('Kubernetes');
      expect(text).toContain('Banque Atlantique');
      expect(text).toContain('Client references');
      expect(text).toContain('Instant payments platform — Banque Atlantique');
      for (const secret of [
        'Alice',
        'Arnaud',
        'alice.arnaud',
        '33 44',
        'Terraform',
        'Pharmalis',
        'Scrum Master',
      ])
        expect(text, secret).not.toContain(secret);
    });

    it('generates the anonymised PDF too', async () => {
      const response = await hr.request({
        method: 'POST',
        url: '/api/c13s/v2/cv_library/resume/generate',
        payload: { user_id: alice.user.id, format: 'pdf', language: 'fr', anonymised: true },
      });
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    });

    it("keeps another person's whole resume to those who may download it", async () => {
      const response = await employee.request({
        method: 'POST',
        url: '/api/c13s/v2/cv_library/resume/generate',
        payload: { user_id: alice.user.id, format: 'docx', language: 'en', anonymised: true },
      });
      expect(response.statusCode).toBe(403);
    });
  });

  describe('without a language model', () => {
    it('says drafts are off, and refuses them', async () => {
      expect((await employee.request({ method: 'GET', url: `${api}/status` })).json()).toEqual({
        ai: false,
        endpoint: null,
        model: null,
      });
      const response = await hr.request({
        method: 'POST',
        url: `${api}/drafts`,
        payload: { kind: 'credential_summary', id: credentialId, language: 'en' },
      });
      expect(response.statusCode).toBe(404);
      expect(response.json().msg).toBe(TOOLBOX_MESSAGES.aiNotConfigured);
    });
  });
});
