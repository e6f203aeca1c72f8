import {
  RESUME_EXPERIENCES_MAX,
  RESUME_SKILLS_MAX,
  type BidVersion,
  type ResumeSelection,
  type StaffingTerms,
  type TenderPackFormat,
} from '@atrium/contract';
import { ZipArchive } from 'archiver';
import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import type { AccessContext } from '../../platform/c13s/define-object.ts';
import { asciiFold } from '../../platform/files/content-disposition.ts';
import { badRequest, forbidden } from '../../platform/http-errors.ts';
import { users } from '../../platform/users/users.tables.ts';
import { credentials } from '../credentials/credentials.tables.ts';
import { experiences } from '../people/people.tables.ts';
import { tailorsResumeOf } from '../people/resume-access.ts';
import { initialsOf } from '../people/resume-content.ts';
import { RESUME_CONTENT_TYPES, zipEntryName } from '../people/resume-files.ts';
import { type AvailabilityOf, rankWithAvailability } from '../toolbox/availability-ranking.ts';
import { foldKey } from '../toolbox/fold-words.ts';
import type { StaffingService } from '../toolbox/staffing.service.ts';
import { contributedCredentials } from '../toolbox/staffing-people.ts';
import { relevantCredentials } from '../toolbox/staffing-records.ts';
import { proposeTailoring } from '../toolbox/tailored-proposal.ts';
import { renderCover, type CoverProfile, type CoverRow } from './bid-cover.ts';
import type { PackCvRenderer } from './pack-cv.ts';
import type { BidRow } from './tenders.tables.ts';
import { NO_REASONS } from './tender-team.ts';

/** How many of the firm's credentials a pack gives as references. */
export const PACK_REFERENCES = 5;

export type PackFile = { filename: string; contentType: string; bytes: Buffer };

type Deps = {
  db: DbOrTx;
  staffing: StaffingService;
  renderPackCv: PackCvRenderer;
  today: () => string;
  availabilityOf: AvailabilityOf;
};

const allTerms = (terms: readonly StaffingTerms[]): StaffingTerms => ({
  skills: [...new Set(terms.flatMap((term) => term.skills))],
  sectors: [...new Set(terms.flatMap((term) => term.sectors))],
  clients: [...new Set(terms.flatMap((term) => term.clients))],
  languages: [...new Set(terms.flatMap((term) => term.languages))],
});

/** A bid's pack: the team's tailored CVs, the firm's references, the cover table; one Word document or a zip of PDFs. */
export function createBidPack(deps: Deps) {
  const { db } = deps;

  /** The firm's credentials the tender calls for, among those the caller may read, with their words. */
  async function references(bid: BidRow, ctx: AccessContext) {
    const found = (await relevantCredentials(db, allTerms(bid.roles.map((role) => role.terms)), ctx)).slice(
      0,
      PACK_REFERENCES,
    );
    if (!found.length) return [];
    const texts = await db
      .select({ id: credentials.id, description: credentials.description, results: credentials.results })
      .from(credentials)
      .where(
        inArray(
          credentials.id,
          found.map((credential) => credential.id),
        ),
      );
    const textOf = new Map(texts.map((row) => [row.id, row.description || row.results || '']));
    return found.map((credential) => ({ ...credential, text: textOf.get(credential.id) ?? '' }));
  }

  /** One place of the team: the person's tailoring for the role, their availability, their cover row. */
  async function place(bid: BidRow, roleIndex: number, personId: string, ctx: AccessContext) {
    const role = bid.roles[roleIndex]!;
    const [person] = await db.select().from(users).where(eq(users.id, personId));
    if (!person) throw badRequest('people.unknownPerson');
    const [assignments, contributed, readText, ranked] = await Promise.all([
      db
        .select()
        .from(experiences)
        .where(eq(experiences.user_id, personId))
        .orderBy(sql`${experiences.end_date} desc nulls first`, desc(experiences.start_date)),
      contributedCredentials(db, personId, ctx),
      deps.staffing.textReader(),
      rankWithAvailability(
        [{ id: personId, score: 1, reasons: NO_REASONS }],
        role.availability,
        deps.today(),
        deps.availabilityOf,
      ),
    ]);
    const tailored = proposeTailoring(role.terms, person, assignments, contributed, readText);
    const tailoring: ResumeSelection = {
      skills: tailored.skills
        .filter((item) => item.proposed)
        .map((item) => item.name)
        .slice(0, RESUME_SKILLS_MAX),
      experience_ids: tailored.experiences
        .filter((item) => item.proposed)
        .map((item) => item.id)
        .slice(0, RESUME_EXPERIENCES_MAX),
      certificates: tailored.certificates
        .filter((item) => item.proposed)
        .map((item) => item.name)
        .slice(0, RESUME_SKILLS_MAX),
      credential_ids: tailored.credentials
        .filter((item) => item.proposed)
        .map((item) => item.id)
        .slice(0, RESUME_EXPERIENCES_MAX),
    };
    const asked = new Set(role.terms.skills.map(foldKey));
    const shown = bid.anonymised ? initialsOf(person) : `${person.first_name} ${person.last_name}`;
    const availability = ranked[0]?.reasons.availability;
    const row: CoverRow = {
      role: role.title,
      person: shown,
      availability: availability ? { fits: availability.fits, from: availability.free_from } : null,
      skills: tailoring.skills.filter((skill) => asked.has(foldKey(skill))),
    };
    const profile: CoverProfile = {
      person: shown,
      role: role.title,
      lines: [
        ...tailored.experiences
          .filter((item) => item.proposed)
          .map((item) => `${item.role} — ${bid.anonymised ? '' : item.client} (${item.reasons.join(', ')})`),
        ...tailored.credentials
          .filter((item) => item.proposed)
          .map((item) => `${item.name} — ${item.client} (${item.reasons.join(', ')})`),
      ],
    };
    return { personId, row, profile, tailoring };
  }

  return {
    /**
     * The pack of a bid as it stands. Every CV follows the one CV rule (`tailorsResumeOf`): a
     * person the caller may not tailor refuses the whole pack, naming none.
     */
    async make(bid: BidRow, format: TenderPackFormat, ctx: AccessContext): Promise<PackFile> {
      const filled = bid.team.filter((slot) => slot.person_id !== null && bid.roles[slot.role]);
      if (!filled.length) throw badRequest('tenders.emptyTeam');
      for (const slot of filled) if (!(await tailorsResumeOf(db, ctx, slot.person_id!))) throw forbidden();
      const places = [];
      for (const slot of filled) places.push(await place(bid, slot.role, slot.person_id!, ctx));
      const open = bid.team
        .filter((slot) => slot.person_id === null && bid.roles[slot.role])
        .map((slot): CoverRow => ({
          role: bid.roles[slot.role]!.title,
          person: null,
          availability: null,
          skills: [],
        }));
      const cover = await renderCover({
        title: bid.title,
        language: bid.language,
        rows: [...places.map((made) => made.row), ...open],
        profiles: places.map((made) => made.profile),
        references: await references(bid, ctx),
      });
      const base =
        asciiFold(bid.title)
          .replace(/[^A-Za-z0-9]+/g, '-')
          .replace(/^-|-$/g, '') || 'bid';
      if (format === 'docx')
        return { filename: `${base}.docx`, contentType: RESUME_CONTENT_TYPES.docx, bytes: cover };
      const archive = new ZipArchive({ store: true });
      const chunks: Buffer[] = [];
      archive.on('data', (chunk: Buffer) => chunks.push(chunk));
      const ended = new Promise<void>((resolve, reject) => {
        archive.on('end', resolve);
        archive.on('error', reject);
      });
      const taken = new Set<string>();
      archive.append(cover, { name: zipEntryName(`${base}.docx`, taken) });
      for (const made of places) {
        const cv = await deps.renderPackCv(ctx, {
          personId: made.personId,
          lang: bid.language,
          anonymised: bid.anonymised,
          tailoring: made.tailoring,
        });
        archive.append(cv.bytes, { name: zipEntryName(cv.fileName, taken) });
      }
      await archive.finalize();
      await ended;
      return { filename: `${base}.zip`, contentType: 'application/zip', bytes: Buffer.concat(chunks) };
    },

    /** The version a pack just made adds to its bid. */
    versionOf(bid: BidRow, format: TenderPackFormat, ctx: AccessContext): BidVersion {
      return {
        version: bid.versions.length + 1,
        format,
        language: bid.language,
        anonymised: bid.anonymised,
        made_at: new Date().toISOString(),
        made_by: ctx.user.id,
        people: bid.team.flatMap((slot) => (slot.person_id ? [slot.person_id] : [])),
      };
    },
  };
}
