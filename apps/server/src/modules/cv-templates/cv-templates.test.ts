import { CV_TEMPLATE_PLACEHOLDERS, CV_TEMPLATE_VERSION_HEADER } from '@atrium/contract';
import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import JSZip from 'jszip';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../platform/audit/audit.tables.ts';
import { blobs } from '../../platform/files/files.tables.ts';
import { useTestApp } from '../../test/test-app-setup.ts';
import { credentials } from '../credentials/credentials.tables.ts';
import { resumeServiceOf } from '../people/resume-service-of.ts';
import { multipartFile } from '../people/testing/multipart.ts';
import { wordText } from '../people/testing/word-text.ts';
import { cvTemplates, cvTemplateVersions } from './cv-templates.tables.ts';
import { sampleCvTemplate } from './sample-template.ts';
import { docxDescription, templateDocx, withMacros } from './testing/template-docx.ts';

const API = '/api/c13s/v2/admin/cv_templates';
const RESUME_API = '/api/c13s/v2/cv_library/resume';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
type Person = Awaited<ReturnType<ReturnType<ReturnType<typeof useTestApp>>['signedIn']>>;
type Template = {
  id: string;
  published_version_id: string | null;
  versions: { id: string; number: number }[];
};

describe('admin/cv_templates', () => {
  const ctx = useTestApp();
  let admin: Person;
  let hr: Person;
  let consultant: Person;
  let sampleEn: Buffer;

  beforeAll(async () => {
    admin = await ctx().signedIn({ roles: ['admin'] });
    hr = await ctx().signedIn({ roles: ['HR'] });
    consultant = await ctx().signedIn({
      first_name: 'Hélène',
      last_name: 'Dubois',
      job_title: 'Lead data engineer',
      grade: 'Senior manager',
      years_of_experience: 9,
      business_unit: 'Technology',
      technical_skills: ['Kubernetes', 'React'],
      sectorial_skills: ['Energy'],
      certificates: ['CKA'],
      languages: [{ code: 'fr', level: 'native' }],
      diplomas: [{ school: 'INSA Lyon', name: 'MSc Computer Science', level: 'Master', year: 2015 }],
    });
    await consultant.request({
      method: 'POST',
      url: '/api/c13s/v2/cv_library/experiences',
      payload: {
        client: 'Électricité Alpine',
        role: 'Data architect',
        start_date: '2020-01-06',
        end_date: null,
        description: 'Designed the grid data platform.',
        skills: ['Kubernetes'],
      },
    });
    await ctx()
      .db.insert(credentials)
      .values({
        name: 'Smart meter analytics',
        project_code: 'CVT-1',
        client: 'Réseau Lumière',
        start_date: '2023-03-01',
        contributors: [
          { user_id: consultant.user.id, description: 'Led the data platform.', confirmed: true },
        ],
        contributor_ids: [consultant.user.id],
      });
    sampleEn = await sampleCvTemplate('en');
  });

  const upload = (
    as: Person,
    bytes: Buffer,
    fields: Record<string, string> = { name: 'Firm standard', language: 'en', purpose: 'standard' },
    filename = 'Firm standard.docx',
  ) =>
    as.request({
      method: 'POST',
      url: API,
      ...multipartFile({ bytes, filename, contentType: DOCX, fields }),
    });
  const generate = (as: Person, payload: Record<string, unknown>) =>
    as.request({ method: 'POST', url: `${RESUME_API}/generate`, payload });
  const counts = async () => ({
    templates: (await ctx().db.select({ n: count() }).from(cvTemplates))[0]!.n,
    versions: (await ctx().db.select({ n: count() }).from(cvTemplateVersions))[0]!.n,
    blobs: (await ctx().db.select({ n: count() }).from(blobs))[0]!.n,
  });

  describe('upload checks', () => {
    it.each([
      [
        'an unknown placeholder',
        ['Curriculum vitae', '{name}', 'Salary: {salary}'],
        'cvTemplates.unknownPlaceholder',
        { line: 3, placeholder: '{salary}' },
      ],
      [
        'a loop never closed',
        ['{name}', '{#experiences}', '{role} at {client}'],
        'cvTemplates.unclosedLoop',
        { line: 2, placeholder: '{#experiences}' },
      ],
      [
        "a loop's field outside it",
        ['{name}', '{client}'],
        'cvTemplates.outsideLoop',
        { line: 2, placeholder: '{client}', loop: '{#experiences}' },
      ],
      [
        'a closing with no loop',
        ['{name}', '{/skills}'],
        'cvTemplates.unopenedClose',
        { line: 2, placeholder: '{/skills}' },
      ],
      [
        'a brace never closed',
        ['{name}', 'Title: {job_title'],
        'cvTemplates.unclosedBrace',
        { line: 2, placeholder: '{job_title' },
      ],
    ])(
      'refuses %s, naming the line and the placeholder, and writes nothing',
      async (_, lines, code, params) => {
        const before = await counts();
        const response = await upload(admin, await templateDocx(lines.map((line) => line)));
        expect(response.statusCode, response.body).toBe(400);
        expect(response.json()).toMatchObject({ code, params });
        expect(response.json().error_codes.file).toMatchObject({ code });
        expect(await counts()).toEqual(before);
      },
    );

    // Word splits a tag in runs when part of it is styled: the check reads the line whole.
    it('names the line of a tag split across runs', async () => {
      const response = await upload(admin, await templateDocx(['{name}', ['{unknown', '_field}']]));
      expect(response.json()).toMatchObject({
        code: 'cvTemplates.unknownPlaceholder',
        params: { line: 2, placeholder: '{unknown_field}' },
        msg: 'Line 2: Atrium does not know the placeholder {unknown_field}',
      });
    });

    it('refuses a macro document, a broken file and what is not Word', async () => {
      const before = await counts();
      const macro = await upload(admin, await withMacros(sampleEn));
      expect(macro.json()).toMatchObject({ code: 'cvTemplates.macros' });
      const broken = await upload(admin, sampleEn.subarray(0, 2000));
      expect(broken.json()).toMatchObject({ code: 'cvTemplates.broken' });
      const text = await upload(admin, Buffer.from('Dear client, {name}'));
      expect(text.json()).toMatchObject({ code: 'cvTemplates.notDocx' });
      const missingName = await upload(admin, sampleEn, { language: 'en', purpose: 'standard' });
      expect(missingName.statusCode).toBe(400);
      expect([macro.statusCode, broken.statusCode, text.statusCode]).toEqual([400, 400, 400]);
      expect(await counts()).toEqual(before);
    });
  });

  describe('rights', () => {
    it('keeps managing templates to holders of cv_templates (administrators)', async () => {
      for (const as of [hr, consultant]) {
        expect((await as.request({ method: 'GET', url: API })).statusCode).toBe(403);
        expect((await upload(as, sampleEn)).statusCode).toBe(403);
        expect((await as.request({ method: 'GET', url: `${API}/sample` })).statusCode).toBe(403);
      }
      expect((await admin.request({ method: 'GET', url: API })).statusCode).toBe(200);
    });

    it('offers the published templates to everyone who downloads CVs', async () => {
      const response = await consultant.request({ method: 'GET', url: `${API}/choices` });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ data: expect.any(Array), pdf_available: expect.any(Boolean) });
    });
  });

  describe('a template from upload to CV', () => {
    let template: Template;

    it('uploads the sample, keeps it as version 1, unpublished, with an audit entry', async () => {
      const response = await upload(admin, sampleEn);
      expect(response.statusCode, response.body).toBe(201);
      template = response.json();
      expect(template).toMatchObject({
        name: 'Firm standard',
        language: 'en',
        purpose: 'standard',
        is_default: false,
        published_version_id: null,
        versions: [{ number: 1, file_name: 'Firm standard.docx', size: sampleEn.length }],
        code: 'cvTemplates.uploaded',
      });
      const history = await ctx()
        .db.select({ action: auditLog.action })
        .from(auditLog)
        .where(eq(auditLog.record_id, template.id));
      expect(history.map((entry) => entry.action).sort()).toEqual(['attach', 'create']);
    });

    it('previews it with the demo person before it is published, named and anonymised', async () => {
      const url = `${API}/${template.id}/versions/${template.versions[0]!.id}/preview`;
      const named = await admin.request({ method: 'GET', url });
      expect(named.statusCode, named.body).toBe(200);
      expect(named.headers['content-type']).toBe(DOCX);
      expect(await wordText(named.rawPayload)).toContain('Camille Demo');
      const anonymised = await admin.request({ method: 'GET', url: `${url}?anonymised=true` });
      const text = await wordText(anonymised.rawPayload);
      expect(text).not.toContain('Camille');
      expect(text).toContain('C. D.');
    });

    it('refuses it for CVs until published, and as a default', async () => {
      const refused = await generate(consultant, {
        user_id: consultant.user.id,
        format: 'docx',
        language: 'en',
        template: template.id,
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'cvTemplates.unpublished' });
      const asDefault = await admin.request({
        method: 'POST',
        url: `${API}/${template.id}/default`,
        payload: { is_default: true },
      });
      expect(asDefault.json()).toMatchObject({ code: 'cvTemplates.notPublished' });
    });

    it('fills every placeholder with the person’s CV once published, and says which version made it', async () => {
      const published = await admin.request({
        method: 'POST',
        url: `${API}/${template.id}/publish`,
        payload: {},
      });
      expect(published.statusCode, published.body).toBe(200);
      const versionId = template.versions[0]!.id;
      expect(published.json()).toMatchObject({
        published_version_id: versionId,
        code: 'cvTemplates.published',
      });

      const response = await generate(consultant, {
        user_id: consultant.user.id,
        format: 'docx',
        language: 'en',
        template: template.id,
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers[CV_TEMPLATE_VERSION_HEADER]).toBe(versionId);
      expect(await docxDescription(response.rawPayload)).toBe(
        `Atrium CV template “Firm standard” v1 (${versionId})`,
      );
      const text = await wordText(response.rawPayload);
      for (const value of [
        'Hélène Dubois',
        'Lead data engineer',
        'Senior manager',
        'Technology',
        '9 years of experience',
        consultant.user.email,
        'Data architect',
        'Électricité Alpine',
        'Designed the grid data platform.',
        'Kubernetes',
        'React',
        'Energy',
        'French',
        'native',
        'MSc Computer Science',
        'INSA Lyon',
        '2015',
        'CKA',
        'Smart meter analytics — Réseau Lumière',
        'Led the data platform.',
        'H. D.',
      ]) {
        expect(text).toContain(value);
      }
      // Every placeholder was replaced: no brace is left in the body.
      expect(text).not.toMatch(/[{}]/);
      expect(text).not.toContain('Anonymised CV');
    });

    it('fills the anonymised condition: no name, email or photo, the notice shown', async () => {
      const response = await generate(consultant, {
        user_id: consultant.user.id,
        format: 'docx',
        language: 'en',
        template: template.id,
        anonymised: true,
      });
      const text = await wordText(response.rawPayload);
      expect(text).toContain('Anonymised CV');
      expect(text).not.toContain('Dubois');
      expect(text).not.toContain(consultant.user.email);
    });

    it('uses the default of the language when none is asked for; the built-in layout on request and for other languages', async () => {
      const made = await admin.request({
        method: 'POST',
        url: `${API}/${template.id}/default`,
        payload: { is_default: true },
      });
      expect(made.json()).toMatchObject({ is_default: true, code: 'cvTemplates.defaultSet' });
      const byDefault = await generate(consultant, {
        user_id: consultant.user.id,
        format: 'docx',
        language: 'en',
      });
      expect(byDefault.headers[CV_TEMPLATE_VERSION_HEADER]).toBe(template.versions[0]!.id);
      const builtIn = await generate(consultant, {
        user_id: consultant.user.id,
        format: 'docx',
        language: 'en',
        template: 'built_in',
      });
      expect(builtIn.headers[CV_TEMPLATE_VERSION_HEADER]).toBeUndefined();
      expect(await wordText(builtIn.rawPayload)).toContain('Professional experience');
      const french = await generate(consultant, {
        user_id: consultant.user.id,
        format: 'docx',
        language: 'fr',
      });
      expect(french.headers[CV_TEMPLATE_VERSION_HEADER]).toBeUndefined();
      const wrong = await generate(consultant, {
        user_id: consultant.user.id,
        format: 'docx',
        language: 'fr',
        template: template.id,
      });
      expect(wrong.json()).toMatchObject({ code: 'cvTemplates.wrongLanguage' });
    });

    it('keeps versions: a new upload waits for its publication, CVs naming the version that made them', async () => {
      const next = await admin.request({
        method: 'POST',
        url: `${API}/${template.id}/versions`,
        ...multipartFile({
          bytes: await templateDocx(['Version two for {name}', '{#skills}{skill}{/skills}']),
          filename: 'v2.docx',
          contentType: DOCX,
        }),
      });
      expect(next.statusCode, next.body).toBe(201);
      const versions = (next.json() as Template).versions;
      expect(versions.map((version) => version.number)).toEqual([2, 1]);
      const before = await generate(consultant, {
        user_id: consultant.user.id,
        format: 'docx',
        language: 'en',
      });
      expect(before.headers[CV_TEMPLATE_VERSION_HEADER]).toBe(template.versions[0]!.id);
      await admin.request({ method: 'POST', url: `${API}/${template.id}/publish`, payload: {} });
      const after = await generate(consultant, {
        user_id: consultant.user.id,
        format: 'docx',
        language: 'en',
      });
      expect(after.headers[CV_TEMPLATE_VERSION_HEADER]).toBe(versions[0]!.id);
      expect(await wordText(after.rawPayload)).toMatch(/Version two for\s+Hélène Dubois/);
      // The first version is still there, as uploaded.
      const first = await admin.request({
        method: 'GET',
        url: `${API}/${template.id}/versions/${template.versions[0]!.id}/file`,
      });
      expect(first.rawPayload.equals(sampleEn)).toBe(true);
      // …and publishing it again brings it back.
      const back = await admin.request({
        method: 'POST',
        url: `${API}/${template.id}/publish`,
        payload: { version_id: template.versions[0]!.id },
      });
      expect(back.json()).toMatchObject({ published_version_id: template.versions[0]!.id });
    });

    it("fills the managing tools' zips with the template asked for per language", async () => {
      const response = await hr.request({
        method: 'POST',
        url: `${RESUME_API}/zip`,
        payload: { user_ids: [consultant.user.id], format: 'docx', templates: { en: template.id } },
      });
      expect(response.statusCode, response.body).toBe(200);
      const zip = await JSZip.loadAsync(response.rawPayload);
      const [entry] = Object.values(zip.files);
      const cv = await entry!.async('nodebuffer');
      expect(await docxDescription(cv)).toContain('Firm standard');
      const unknown = await hr.request({
        method: 'POST',
        url: `${RESUME_API}/zip`,
        payload: {
          user_ids: [consultant.user.id],
          format: 'docx',
          templates: { en: '00000000-0000-4000-8000-000000000000' },
        },
      });
      expect(unknown.statusCode).toBe(404);
    });

    it('renders for other areas through the resume service, with the version that made it', async () => {
      const guest = new Set(['resume read', 'users read', 'credentials read']);
      const caller = {
        user: { id: consultant.user.id, sessionId: randomUUID() },
        can: (object: string, action: string) => guest.has(`${object} ${action}`),
        restricted: false,
      };
      const made = await resumeServiceOf(ctx().app).render(caller, {
        personId: consultant.user.id,
        lang: 'en',
      });
      expect(made).toMatchObject({ contentType: DOCX, templateVersionId: template.versions[0]!.id });
      expect(made.fileName).toMatch(/\.docx$/);
      expect(await wordText(made.bytes)).toContain('Hélène Dubois');
      const builtIn = await resumeServiceOf(ctx().app).render(caller, {
        personId: consultant.user.id,
        lang: 'en',
        templateId: 'built_in',
        anonymised: true,
      });
      expect(builtIn.templateVersionId).toBeNull();
    });

    it('lists every placeholder the sample uses', async () => {
      const [version] = await ctx()
        .db.select({ placeholders: cvTemplateVersions.placeholders })
        .from(cvTemplateVersions)
        .where(eq(cvTemplateVersions.id, template.versions[0]!.id));
      const expected = [
        ...CV_TEMPLATE_PLACEHOLDERS.fields.map((field) => field.name),
        ...CV_TEMPLATE_PLACEHOLDERS.images.map((image) => image.name),
        ...[...CV_TEMPLATE_PLACEHOLDERS.loops, ...CV_TEMPLATE_PLACEHOLDERS.conditions].map(
          (block) => `#${block.name}`,
        ),
        ...CV_TEMPLATE_PLACEHOLDERS.loops.flatMap((loop) => loop.fields.map((field) => field.name)),
      ];
      expect(new Set(version!.placeholders)).toEqual(new Set(expected));
    });
  });
});
