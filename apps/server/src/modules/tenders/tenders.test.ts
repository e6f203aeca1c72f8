import type { Bid, BidProposals, TenderReading, TenderTeam } from '@atrium/contract';
import { Document, Packer, Paragraph } from 'docx';
import JSZip from 'jszip';
import PDFDocument from 'pdfkit';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app-setup.ts';
import { credentials } from '../credentials/credentials.tables.ts';
import { experiences } from '../people/people.tables.ts';
import { wordText } from '../people/testing/word-text.ts';

const api = '/api/c13s/v2/tenders/bids';
const TENDER =
  'Northbridge Bank, banking. We need a project manager and two data engineers with Spark and Kafka, ' +
  'French speaking, for 6 months from April.';
const APPEL =
  "Appel d'offres de Northbridge Bank : un chef de projet et deux ingénieurs data (Spark, Kafka), " +
  'parlant français, pour 6 mois.';

async function docxOf(text: string): Promise<Buffer> {
  const document = new Document({
    sections: [{ children: text.split('\n').map((line) => new Paragraph(line)) }],
  });
  return Packer.toBuffer(document);
}

async function pdfOf(text: string): Promise<Buffer> {
  const pdf = new PDFDocument();
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise((resolve) => pdf.on('end', resolve));
  pdf.text(text);
  pdf.end();
  await ended;
  return Buffer.concat(chunks);
}

function multipart(name: string, bytes: Buffer, type: string) {
  const boundary = '----tender';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('Tenders: reading, team, bids and the pack', () => {
  const ctx = useTestApp({ TENDERS_TELL_PROPOSED: 'true' });
  type Caller = Awaited<ReturnType<ReturnType<typeof ctx>['signedIn']>>;
  let cso: Caller;
  let employee: Caller;
  let other: Caller;
  let pam: Caller;
  let dan: Caller;
  let dora: Caller;

  beforeAll(async () => {
    const t = ctx();
    cso = await t.signedIn({ first_name: 'Cleo', last_name: 'Sales', roles: ['CSO'] });
    employee = await t.signedIn({ first_name: 'Eve', last_name: 'Employee' });
    other = await t.signedIn({ first_name: 'Otto', last_name: 'Other' });
    pam = await t.signedIn({
      first_name: 'Pam',
      last_name: 'Planner',
      job_title: 'Project Manager',
      job_profiles: ['Project Manager'],
      languages: [{ code: 'fr', level: 'native' }],
    });
    dan = await t.signedIn({
      first_name: 'Dan',
      last_name: 'Datum',
      job_title: 'Data Engineer',
      technical_skills: ['Spark', 'Kafka'],
      market: 'Banking',
      languages: [{ code: 'fr', level: 'fluent' }],
    });
    dora = await t.signedIn({
      first_name: 'Dora',
      last_name: 'Delta',
      job_title: 'Senior Data Engineer',
      technical_skills: ['Spark'],
      languages: [{ code: 'fr', level: 'native' }],
    });
    await t.db.insert(experiences).values({
      user_id: dan.user.id,
      client: 'Northbridge Bank',
      role: 'Data engineer',
      start_date: '2024-01-01',
      description: 'Streaming risk data with Spark and Kafka.',
      skills: ['Spark', 'Kafka'],
    });
    await t.db.insert(credentials).values({
      name: 'Risk data lake',
      project_code: 'NB-2024-001',
      client: 'Northbridge Bank',
      description: 'A Spark lake for market risk.',
      contributors: [{ user_id: dan.user.id, description: 'Data engineer', confirmed: true }],
      contributor_ids: [dan.user.id],
    });
  });

  const read = (as: Caller, text: string) =>
    as.request({ method: 'POST', url: `${api}/read`, payload: { text } });

  describe('reading', () => {
    it('reads each role with its count, skills, sectors, clients, languages and dates, in English and French', async () => {
      for (const text of [TENDER, APPEL]) {
        const response = await read(employee, text);
        expect(response.statusCode).toBe(200);
        const { roles } = response.json<TenderReading>();
        expect(roles.map((role) => role.count)).toEqual([1, 2]);
        expect(roles[1]!.terms.skills).toEqual(['Spark', 'Kafka']);
        expect(roles[0]!.terms.clients).toContain('Northbridge Bank');
        expect(roles[1]!.terms.languages).toEqual(['fr']);
        expect(roles[1]!.availability.weeks).toBe(26);
      }
    });

    it('reads a dropped Word or PDF tender', async () => {
      for (const [name, bytes, type] of [
        ['tender.docx', await docxOf(TENDER), 'application/octet-stream'],
        ['tender.pdf', await pdfOf(TENDER), 'application/pdf'],
      ] as const) {
        const response = await employee.request({
          method: 'POST',
          url: `${api}/read/file`,
          ...multipart(name, bytes, type),
        });
        expect(response.statusCode, name).toBe(200);
        expect(response.json<TenderReading>().roles.map((role) => role.count)).toEqual([1, 2]);
      }
    });

    it('refuses another file and a text too long', async () => {
      const text = await employee.request({
        method: 'POST',
        url: `${api}/read/file`,
        ...multipart('tender.txt', Buffer.from(TENDER), 'text/plain'),
      });
      expect(text.statusCode).toBe(415);
      expect((await read(employee, 'x'.repeat(20_001))).statusCode).toBe(400);
    });

    it('refuses a Word file that unpacks to far more than a tender (a zip bomb), nothing read', async () => {
      // A real tender's parts, its text swollen to 32 MB that deflate packs into a few dozen KB.
      const zip = await JSZip.loadAsync(await docxOf(TENDER));
      const body = `<w:p><w:r><w:t>${'data engineer '.repeat(2_400_000)}</w:t></w:r></w:p>`;
      const document = (await zip.file('word/document.xml')!.async('string')).replace(
        '<w:body>',
        `<w:body>${body}`,
      );
      zip.file('word/document.xml', document);
      const bomb = await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
      expect(bomb.length).toBeLessThan(1024 * 1024);
      const response = await employee.request({
        method: 'POST',
        url: `${api}/read/file`,
        ...multipart('tender.docx', bomb, 'application/octet-stream'),
      });
      expect(response.statusCode).toBe(413);
      expect(response.json<{ code: string }>().code).toBe('tenders.unpacksTooLarge');
    });
  });

  describe('team', () => {
    it('gives each place its best person, nobody twice, with reasons and runner-ups', async () => {
      const { roles } = (await read(employee, TENDER)).json<TenderReading>();
      const response = await employee.request({ method: 'POST', url: `${api}/team`, payload: { roles } });
      expect(response.statusCode).toBe(200);
      const { places } = response.json<TenderTeam>();
      expect(places.map((place) => place.role)).toEqual([0, 1, 1]);
      expect(places[0]!.chosen?.person.id).toBe(pam.user.id);
      expect(places[0]!.chosen?.title_match).toBe(true);
      expect(places.slice(1).map((place) => place.chosen?.person.id)).toEqual([dan.user.id, dora.user.id]);
      expect(places[1]!.chosen!.reasons.skills.map((skill) => skill.name)).toEqual(['Spark', 'Kafka']);
      const chosen = places.map((place) => place.chosen?.person.id);
      expect(new Set(chosen).size).toBe(3);
      for (const place of places)
        for (const runnerUp of place.runner_ups) expect(chosen).not.toContain(runnerUp.person.id);
    });

    it('refuses no role, an unknown skill, too many places', async () => {
      const role = {
        title: 'Developer',
        count: 1,
        terms: { skills: [], sectors: [], clients: [], languages: [] },
        availability: { start: null, weeks: null, load_pct: null },
      };
      const team = (roles: object[]) =>
        employee.request({ method: 'POST', url: `${api}/team`, payload: { roles } });
      expect((await team([])).statusCode).toBe(400);
      expect((await team([{ ...role, terms: { ...role.terms, skills: ['Nope'] } }])).statusCode).toBe(400);
      expect((await team([{ ...role, count: 11 }])).statusCode).toBe(400);
    });
  });

  describe('bids and the pack', () => {
    let bidId: string;
    const bidInput = async (as: Caller) => {
      const { roles } = (await read(as, TENDER)).json<TenderReading>();
      return {
        title: 'Northbridge data platform',
        tender_text: TENDER,
        roles,
        team: [
          { role: 0, person_id: pam.user.id },
          { role: 1, person_id: dan.user.id },
          { role: 1, person_id: null },
        ],
        language: 'en',
        anonymised: false,
      };
    };

    beforeAll(async () => {
      const response = await employee.request({
        method: 'POST',
        url: api,
        payload: await bidInput(employee),
      });
      expect(response.statusCode).toBe(201);
      bidId = response.json<{ id: string }>().id;
    });

    it('lets an employee see only their own bids, the CSO all', async () => {
      const ids = async (as: Caller) =>
        (await as.request({ method: 'GET', url: `${api}/search` }))
          .json<{ data: Bid[] }>()
          .data.map((bid) => bid.id);
      expect(await ids(employee)).toEqual([bidId]);
      expect(await ids(other)).toEqual([]);
      expect(await ids(cso)).toContain(bidId);
      expect((await other.request({ method: 'GET', url: `${api}/${bidId}` })).statusCode).toBe(404);
    });

    it('refuses a person twice and a place of no role, writing nothing', async () => {
      const input = await bidInput(employee);
      const twice = {
        ...input,
        team: [
          { role: 1, person_id: dan.user.id },
          { role: 1, person_id: dan.user.id },
        ],
      };
      expect((await employee.request({ method: 'POST', url: api, payload: twice })).statusCode).toBe(400);
      const noRole = { ...input, team: [{ role: 5, person_id: dan.user.id }] };
      const refused = await employee.request({ method: 'POST', url: api, payload: noRole });
      expect(refused.statusCode).toBe(400);
      expect(refused.json<{ code: string }>().code).toBe('tenders.unknownRole');
    });

    it('makes the Word pack: the cover table, the profiles and the references', async () => {
      const response = await employee.request({
        method: 'POST',
        url: `${api}/${bidId}/pack`,
        payload: { format: 'docx' },
      });
      expect(response.statusCode).toBe(200);
      const text = await wordText(response.rawPayload);
      for (const words of [
        'Proposed team',
        'Project manager',
        'Pam Planner',
        'Dan Datum',
        'Spark, Kafka',
        'Risk data lake',
        'To be confirmed',
      ])
        expect(text).toContain(words);
    });

    it('makes the zip of PDFs, anonymised when asked, and records each version', async () => {
      await employee.request({
        method: 'PATCH',
        url: `${api}/${bidId}`,
        payload: { anonymised: true, language: 'fr' },
      });
      const response = await employee.request({
        method: 'POST',
        url: `${api}/${bidId}/pack`,
        payload: { format: 'zip' },
      });
      expect(response.statusCode).toBe(200);
      const zip = await JSZip.loadAsync(response.rawPayload);
      const names = Object.keys(zip.files);
      expect(names.filter((name) => name.endsWith('.pdf'))).toHaveLength(2);
      expect(names.join(' ')).not.toContain('Planner');
      const cover = await wordText(
        await zip.file(names.find((name) => name.endsWith('.docx'))!)!.async('nodebuffer'),
      );
      expect(cover).toContain('Équipe proposée');
      expect(cover).not.toContain('Pam Planner');
      const bid = (await employee.request({ method: 'GET', url: `${api}/${bidId}` })).json<Bid>();
      expect(bid.versions.map((version) => [version.version, version.format, version.anonymised])).toEqual([
        [1, 'docx', false],
        [2, 'zip', true],
      ]);
    });

    it("refuses another's bid's pack, and tells the proposed they were", async () => {
      expect(
        (await other.request({ method: 'POST', url: `${api}/${bidId}/pack`, payload: { format: 'docx' } }))
          .statusCode,
      ).toBe(404);
      const proposals = (
        await dan.request({ method: 'GET', url: '/api/c13s/v2/tenders/proposals/self' })
      ).json<BidProposals>();
      expect(proposals.enabled).toBe(true);
      expect(proposals.data.map((proposal) => [proposal.bid_id, proposal.roles])).toEqual([
        [bidId, ['Data engineers']],
      ]);
    });
  });
});
