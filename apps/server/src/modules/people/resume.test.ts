import { RESUME_SECTIONS, RESUME_SKILLS_MAX, RESUME_ZIP_MAX, TEXT_MEDIUM } from '@atrium/contract';
import JSZip from 'jszip';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app-setup.ts';
import { credentials } from '../credentials/credentials.tables.ts';
import { createGroup } from '../groups/groups.factory.ts';
import { multipartFile } from './testing/multipart.ts';
import { pdfText } from './testing/pdf-text.ts';
import { wordText } from './testing/word-text.ts';

const api = '/api/c13s/v2/cv_library/resume';
const UNKNOWN = '00000000-0000-4000-8000-000000000000';
type Person = Awaited<ReturnType<ReturnType<ReturnType<typeof useTestApp>>['signedIn']>>;

describe('cv_library/resume', () => {
  const ctx = useTestApp();
  let helene: Person;
  let colleague: Person;
  let hr: Person;
  const experienceIds: string[] = [];

  beforeAll(async () => {
    helene = await ctx().signedIn({
      first_name: 'Hélène',
      last_name: 'Dubois',
      job_title: 'Lead data engineer',
      years_of_experience: 9,
      business_unit: 'Technology',
      hub: 'Lyon',
      technical_skills: ['Kubernetes', 'React'],
      sectorial_skills: ['Energy'],
      certificates: ['CKA'],
      languages: [
        { code: 'fr', level: 'native' },
        { code: 'en', level: 'fluent' },
      ],
      diplomas: [{ school: 'INSA Lyon', name: 'MSc Computer Science', level: 'Master', year: 2015 }],
    });
    colleague = await ctx().signedIn({ first_name: 'Bruno', last_name: 'Martin', business_unit: 'Strategy' });
    hr = await ctx().signedIn({ roles: ['HR'], business_unit: 'Operations' });
    for (const [client, role, start, end] of [
      ['Électricité Alpine', 'Data architect', '2020-01-06', null],
      ['Banque du Rhône', 'Developer', '2016-09-01', '2019-12-20'],
    ] as const) {
      const response = await helene.request({
        method: 'POST',
        url: '/api/c13s/v2/cv_library/experiences',
        payload: { client, role, start_date: start, end_date: end, description: `${role} at ${client}.` },
      });
      experienceIds.push(response.json().id);
    }
  });

  const generate = (as: Person, payload: Record<string, unknown>) =>
    as.request({ method: 'POST', url: `${api}/generate`, payload });

  describe('records', () => {
    it("makes the caller's base resume on first use, once", async () => {
      const first = await helene.request({ method: 'GET', url: `${api}/self` });
      expect(first.statusCode).toBe(200);
      expect(first.json()).toMatchObject({
        user_id: helene.user.id,
        is_base: true,
        language: 'en',
        sections: [...RESUME_SECTIONS],
        skills: null,
        experience_ids: null,
      });
      const second = await helene.request({ method: 'GET', url: `${api}/self` });
      expect(second.json().id).toBe(first.json().id);
    });

    it('creates a resume that picks among the owner’s own skills and experiences', async () => {
      const response = await helene.request({
        method: 'POST',
        url: api,
        payload: {
          title: 'Energy client',
          language: 'fr',
          skills: ['React'],
          experience_ids: [experienceIds[0]],
        },
      });
      expect(response.statusCode).toBe(201);
      const stored = await colleague.request({ method: 'GET', url: `${api}/${response.json().id}` });
      expect(stored.json()).toMatchObject({
        title: 'Energy client',
        is_base: false,
        experience_ids: [experienceIds[0]],
      });
      const foreign = await colleague.request({
        method: 'POST',
        url: api,
        payload: { title: 'Borrowed', experience_ids: [experienceIds[1]] },
      });
      expect(foreign.statusCode).toBe(400);
      expect(foreign.json().errors).toHaveProperty(['experience_ids']);
    });

    it('checks every field: mandatory title, summary of 700, known sections once, at most 30 skills', async () => {
      const post = (payload: Record<string, unknown>) =>
        helene.request({ method: 'POST', url: api, payload });
      const missing = await post({ summary: 'No title' });
      expect(missing.json()).toMatchObject({
        code: 'mandatoryFields',
        msg: 'Please fill up the mandatory fields*',
        errors: { title: expect.any(String) },
      });
      const cases: [Record<string, unknown>, string][] = [
        [{ title: 'T', summary: 's'.repeat(TEXT_MEDIUM + 1) }, 'summary'],
        [{ title: 'x'.repeat(301) }, 'title'],
        [{ title: 'T', sections: ['skills', 'skills'] }, 'sections'],
        [{ title: 'T', sections: ['hobbies'] }, 'sections.0'],
        [{ title: 'T', language: 'de' }, 'language'],
        [{ title: 'T', skills: Array.from({ length: RESUME_SKILLS_MAX + 1 }, (_, i) => `S${i}`) }, 'skills'],
        [{ title: 'T', experience_ids: ['not-an-id'] }, 'experience_ids.0'],
      ];
      for (const [payload, field] of cases) {
        const response = await post(payload);
        expect(response.statusCode, field).toBe(400);
        expect(response.json().errors, field).toHaveProperty([field]);
      }
      expect((await post({ title: 'Longest', summary: 's'.repeat(TEXT_MEDIUM) })).statusCode).toBe(201);
    });

    it('lets the owner and HR edit a resume, not a colleague', async () => {
      const { id } = (await helene.request({ method: 'GET', url: `${api}/self` })).json();
      const edit = (as: Person) =>
        as.request({
          method: 'PATCH',
          url: `${api}/${id}`,
          payload: { summary: 'Data engineer who ships.' },
        });
      expect((await edit(colleague)).statusCode).toBe(403);
      expect((await edit(helene)).statusCode).toBe(200);
      expect((await edit(hr)).json()).toMatchObject({ summary: 'Data engineer who ships.' });
      const forHer = await colleague.request({
        method: 'POST',
        url: api,
        payload: { user_id: helene.user.id, title: 'x' },
      });
      expect(forHer.statusCode).toBe(403);
    });
  });

  describe('files', () => {
    it('generates a Word resume with the person, headings, sections and the file name', async () => {
      const response = await generate(helene, { user_id: helene.user.id, format: 'docx', language: 'en' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe(
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      );
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="Helene-Dubois-CV-en.docx"; filename*=UTF-8''H%C3%A9l%C3%A8ne-Dubois-CV-en.docx`,
      );
      const text = await wordText(response.rawPayload);
      for (const expected of [
        'Hélène Dubois',
        'Lead data engineer',
        '9 years of experience',
        'Summary',
        'Data engineer who ships.',
        'Skills',
        'Kubernetes',
        'Professional experience',
        'Data architect — Électricité Alpine',
        'Jan 2020 – present',
        'Languages',
        'French — native',
        'Education',
        'MSc Computer Science',
        'Certifications',
        'CKA',
      ]) {
        expect(text, expected).toContain(expected);
      }
    });

    it('generates a PDF that says the same, French headings for a French resume', async () => {
      const response = await generate(helene, { user_id: helene.user.id, format: 'pdf', language: 'fr' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toContain('filename="Helene-Dubois-CV-fr.pdf"');
      expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      const text = await pdfText(response.rawPayload);
      for (const expected of [
        'Hélène Dubois',
        '9 ans d’expérience'.replace('’', "'"),
        'Synthèse',
        'Compétences',
        'Expériences professionnelles',
        'Janv. 2020 – aujourd’hui'.replace('’', "'"),
        'Langues',
        'Français — langue maternelle',
        'Formation',
      ]) {
        expect(text, expected).toContain(expected);
      }
      expect(text).not.toContain('Professional experience');
    });

    it('names two French resumes of one person apart, by their titles', async () => {
      // Made and removed here: the CV library's tests below count her French resumes.
      const titled = async (title: string) => {
        const created = await helene.request({
          method: 'POST',
          url: api,
          payload: { title, language: 'fr' },
        });
        const { id } = created.json<{ id: string }>();
        const file = await generate(helene, {
          user_id: helene.user.id,
          resume_id: id,
          format: 'pdf',
          language: 'fr',
        });
        await helene.request({ method: 'DELETE', url: `${api}/${id}` });
        return file.headers['content-disposition'];
      };
      expect(await titled('Énergie : appel d’offres')).toContain(
        `filename*=UTF-8''H%C3%A9l%C3%A8ne-Dubois-CV-%C3%89nergie-appel-d%E2%80%99offres-fr.pdf`,
      );
      expect(await titled('Banking pitch')).toContain('filename="Helene-Dubois-CV-Banking-pitch-fr.pdf"');
    });

    it('prints in the base resume the credentials the person contributed to, and no other', async () => {
      const credential = (name: string, contributors: string[]) =>
        ctx()
          .db.insert(credentials)
          .values({
            name,
            project_code: `RES-${name.length}`,
            client: 'Réseau Lumière',
            start_date: '2023-03-01',
            contributors: contributors.map((user_id) => ({
              user_id,
              description: 'Led the data platform.',
              confirmed: true,
            })),
            contributor_ids: contributors,
          });
      await credential('Smart meter analytics', [helene.user.id]);
      await credential('Grid balancing study', [colleague.user.id]);
      const response = await generate(helene, { user_id: helene.user.id, format: 'docx', language: 'en' });
      const text = await wordText(response.rawPayload);
      expect(text).toContain('Client references');
      expect(text).toContain('Smart meter analytics — Réseau Lumière');
      expect(text).toContain('Led the data platform.');
      expect(text).not.toContain('Grid balancing study');
    });

    it('prints what a chosen resume picks, in its sections only', async () => {
      const created = await helene.request({
        method: 'POST',
        url: api,
        payload: {
          title: 'Short',
          sections: ['skills', 'experiences'],
          skills: ['React'],
          experience_ids: [experienceIds[1]],
        },
      });
      const response = await generate(helene, {
        user_id: helene.user.id,
        resume_id: created.json().id,
        format: 'docx',
        language: 'fr',
      });
      const text = await wordText(response.rawPayload);
      expect(text).toContain('Compétences');
      expect(text).toContain('React');
      expect(text).not.toContain('Kubernetes');
      expect(text).toContain('Banque du Rhône');
      expect(text).not.toContain('Électricité Alpine');
      expect(text).not.toContain('Langues');
    });

    it('puts the picture in both layouts when the person has one', async () => {
      const png = await sharp({ create: { width: 300, height: 400, channels: 3, background: '#f5985e' } })
        .png()
        .toBuffer();
      const upload = await helene.request({
        method: 'POST',
        url: `/api/c13s/v2/cv_library/users/${helene.user.id}/picture`,
        ...multipartFile({ bytes: png, filename: 'me.png', contentType: 'image/png' }),
      });
      expect(upload.statusCode).toBe(200);
      const docx = await generate(helene, { user_id: helene.user.id, format: 'docx', language: 'en' });
      const media = Object.keys((await JSZip.loadAsync(docx.rawPayload)).files).filter((name) =>
        name.startsWith('word/media/'),
      );
      expect(media).toHaveLength(1);
      const pdf = await generate(helene, { user_id: helene.user.id, format: 'pdf', language: 'en' });
      expect(pdf.rawPayload.toString('latin1')).toContain('/Subtype /Image');
    });

    it("refuses a colleague's resume to a colleague (403), gives it to HR, and 404s what does not exist", async () => {
      const asked = { user_id: helene.user.id, format: 'pdf', language: 'en' };
      expect((await generate(colleague, asked)).statusCode).toBe(403);
      expect((await generate(hr, asked)).statusCode).toBe(200);
      expect((await generate(hr, { ...asked, user_id: UNKNOWN })).statusCode).toBe(404);
      expect((await generate(hr, { ...asked, resume_id: UNKNOWN })).statusCode).toBe(404);
      const own = (await colleague.request({ method: 'GET', url: `${api}/self` })).json();
      // A resume of someone else named under Hélène's id is not hers.
      expect((await generate(hr, { ...asked, resume_id: own.id })).statusCode).toBe(404);
      expect((await generate(colleague, { ...asked, format: 'odt' })).statusCode).toBe(400);
      expect(
        (await generate(colleague, { user_id: colleague.user.id, format: 'pdf', language: 'en' })).statusCode,
      ).toBe(200);
    });
  });

  describe('CV library', () => {
    const zip = (as: Person, payload: Record<string, unknown>) =>
      as.request({ method: 'POST', url: `${api}/zip`, payload });
    const resumeIdsOf = async (person: Person) =>
      (await hr.request({ method: 'GET', url: `${api}/search?user_id=${person.user.id}&size=100` }))
        .json()
        .data.map((resume: { id: string }) => resume.id) as string[];

    it('finds resumes by the people facets and text, with their owner', async () => {
      const response = await colleague.request({
        method: 'GET',
        url: `/api/c13s/v2/cv_library/resume/library?business_unit=Technology&q=kubernetes`,
      });
      expect(response.statusCode).toBe(200);
      const { data, total } = response.json();
      expect(total).toBe((await resumeIdsOf(helene)).length);
      expect(data[0]).toMatchObject({
        is_base: true,
        person: {
          id: helene.user.id,
          first_name: 'Hélène',
          business_unit: 'Technology',
          hub: 'Lyon',
          has_picture: true,
        },
      });
      const french = await colleague.request({ method: 'GET', url: `${api}/library?language=fr&hub=Lyon` });
      expect(french.json().data.map((resume: { title: string }) => resume.title)).toEqual(['Energy client']);
      const none = await colleague.request({ method: 'GET', url: `${api}/library?business_unit=Nowhere` });
      expect(none.json()).toEqual({ data: [], total: 0 });
      const bad = await colleague.request({ method: 'GET', url: `${api}/library?salary=1` });
      expect(bad.statusCode).toBe(400);
      for (const language of ['xx', 'EN', 'en-GB', '']) {
        const unknown = await colleague.request({
          method: 'GET',
          url: `${api}/library?language=${language}`,
        });
        expect(unknown.statusCode, language).toBe(language === '' ? 200 : 400);
        if (language) expect(unknown.json().errors, language).toHaveProperty('language');
      }
    });

    it('zips several resumes, one file each, in their own language with distinct names', async () => {
      const ids = await resumeIdsOf(helene);
      const response = await zip(helene, { resume_ids: ids, format: 'pdf' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/zip');
      expect(response.headers['content-disposition']).toMatch(
        /^attachment; filename="CV-library-\d{4}-\d{2}-\d{2}\.zip"/,
      );
      const names = Object.keys((await JSZip.loadAsync(response.rawPayload)).files);
      expect(names).toHaveLength(ids.length);
      expect(new Set(names).size).toBe(ids.length);
      // The base resume by the name alone, the others by their titles too: no name needs a number.
      expect(names).toContain('Helene-Dubois-CV-en.pdf');
      expect(names).toContain('Helene-Dubois-CV-Energy-client-fr.pdf');
      expect(names.filter((name) => /-\d\.pdf$/.test(name))).toEqual([]);
    });

    it('refuses the whole zip when one resume is not the caller’s, and lets HR zip anyone’s', async () => {
      const hers = await resumeIdsOf(helene);
      const his = await resumeIdsOf(colleague);
      const mixed = await zip(colleague, { resume_ids: [...his, hers[0]], format: 'docx' });
      expect(mixed.statusCode).toBe(403);
      expect(mixed.json()).toEqual({ code: 'forbidden', msg: 'You are not allowed to do this' });
      expect((await zip(colleague, { resume_ids: [UNKNOWN], format: 'docx' })).statusCode).toBe(403);
      const byHr = await zip(hr, { resume_ids: [...his, ...hers], format: 'docx' });
      expect(Object.keys((await JSZip.loadAsync(byHr.rawPayload)).files)).toHaveLength(
        his.length + hers.length,
      );
      expect((await zip(hr, { resume_ids: [UNKNOWN], format: 'docx' })).statusCode).toBe(404);
    });

    it('lets a group leader zip and generate the resumes of the people of groups they lead, and no one else’s', async () => {
      const leader = await ctx().signedIn();
      // Hélène is a member of a squad the leader leads; Bruno is a follower of their chapter only.
      await createGroup(hr, {
        type: 'squad',
        leaders: [leader.user.id],
        members: [{ user_id: helene.user.id, status: 'active' }],
      });
      await createGroup(hr, {
        type: 'chapter',
        leaders: [leader.user.id],
        members: [{ user_id: colleague.user.id, status: 'follower' }],
      });
      const hers = await resumeIdsOf(helene);
      const his = await resumeIdsOf(colleague);
      const led = await zip(leader, { resume_ids: hers, format: 'docx' });
      expect(led.statusCode, led.body).toBe(200);
      expect(Object.keys((await JSZip.loadAsync(led.rawPayload)).files)).toHaveLength(hers.length);
      const one = await generate(leader, { user_id: helene.user.id, format: 'docx', language: 'en' });
      expect(one.statusCode).toBe(200);

      const outside = await zip(leader, { resume_ids: [...hers, his[0]], format: 'docx' });
      expect(outside.statusCode).toBe(403);
      expect((await zip(leader, { resume_ids: [UNKNOWN], format: 'docx' })).statusCode).toBe(403);
      const other = await generate(leader, { user_id: colleague.user.id, format: 'docx', language: 'en' });
      expect(other.statusCode).toBe(403);
    });

    it("zips people's base resumes for the managing tools: the CSO and HR anyone's, made when missing", async () => {
      const cso = await ctx().signedIn({ roles: ['CSO'] });
      const newcomer = await ctx().createPerson({ first_name: 'Nina', last_name: 'Nouvelle' });
      const people = { user_ids: [helene.user.id, newcomer.id], format: 'pdf' };
      for (const caller of [cso, hr]) {
        const response = await zip(caller, people);
        expect(response.statusCode, response.body).toBe(200);
        const names = Object.keys((await JSZip.loadAsync(response.rawPayload)).files);
        expect(names).toHaveLength(2);
        expect(names.some((name) => name.startsWith('Nina-Nouvelle-CV'))).toBe(true);
      }
      expect((await zip(colleague, people)).statusCode).toBe(403);
      expect((await zip(hr, { user_ids: [UNKNOWN], format: 'pdf' })).statusCode).toBe(404);
      expect((await zip(hr, { user_ids: [], format: 'pdf' })).statusCode).toBe(400);
      expect(
        (await zip(hr, { user_ids: [helene.user.id], resume_ids: [UNKNOWN], format: 'pdf' })).statusCode,
      ).toBe(400);
    });

    it(`takes 1 to ${RESUME_ZIP_MAX} distinct resumes`, async () => {
      const many = Array.from(
        { length: RESUME_ZIP_MAX + 1 },
        (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
      );
      for (const resume_ids of [[], many, [UNKNOWN, UNKNOWN]]) {
        expect((await zip(hr, { resume_ids, format: 'pdf' })).statusCode).toBe(400);
      }
      const hers = await resumeIdsOf(helene);
      expect((await zip(hr, { resume_ids: hers, format: 'pdf', language: 'xx' })).statusCode).toBe(400);
      const unknownLanguage = await generate(hr, { user_id: helene.user.id, format: 'pdf', language: 'xx' });
      expect(unknownLanguage.statusCode).toBe(400);
      expect(unknownLanguage.json().errors).toHaveProperty('language');
    });
  });
});
