import {
  type ServerMessageKey,
  STAFFING_PEOPLE_MAX,
  type StaffingInput,
  type StaffingResult,
  type StaffingTerms,
} from '@atrium/contract';
import type { DbOrTx } from '../../db/database.ts';
import type { AccessContext } from '../../platform/c13s/define-object.ts';
import { badRequest } from '../../platform/http-errors.ts';
import { resolveTagTerms } from '../people/tag-aliases.ts';
import { readAvailability } from '../staffing/availability.ts';
import { type AvailabilityOf, rankWithAvailability } from './availability-ranking.ts';
import { extractTerms } from './extract-terms.ts';
import { readNeedDates } from './need-dates.ts';
import { rankPeople } from './rank-people.ts';
import { candidatesOf, shortlistPeople } from './staffing-people.ts';
import { relevantCredentials, relevantSolutions } from './staffing-records.ts';
import type { SkillKnowledge } from './skill-knowledge.ts';
import { vocabularyCache } from './toolbox-vocabulary.ts';

/** The user gave the start, length and load: none of them was read from the need. */
const NOTHING_READ = { start: null, weeks: null, load_pct: null };

/** Staffing: a need read against the firm's vocabulary, and the people, credentials and solutions it calls for. */
export function createStaffingService({
  db,
  knowledge,
  today,
  availabilityOf = (ids, from, weeks) => readAvailability(db, ids, from, weeks),
}: {
  db: DbOrTx;
  knowledge: SkillKnowledge;
  /** The firm's today (its time zone), which a need's "from March" counts from. */
  today: () => string;
  /** Who is free when: the firm's database unless a test gives its own. */
  availabilityOf?: AvailabilityOf;
}) {
  const vocabulary = vocabularyCache(knowledge);

  /**
   * The terms to staff on: the user's corrected chips when given (skills and sectors must be tags
   * of the firm, written as the firm writes them), else what the need says.
   */
  async function understand(need: string, given: StaffingTerms | undefined): Promise<StaffingTerms> {
    if (!given) return extractTerms(need, await vocabulary(db));
    return {
      ...given,
      skills: await canonicalTags(db, ['technical'], given.skills, 'skills', 'toolbox.unknownSkill'),
      sectors: await canonicalTags(
        db,
        ['sectorial', 'market'],
        given.sectors,
        'sectors',
        'toolbox.unknownSector',
      ),
    };
  }

  return {
    understand,

    /** Reads any text as a need is read (the same vocabulary and extraction): what a record speaks of. */
    async textReader(): Promise<(text: string) => StaffingTerms> {
      const known = await vocabulary(db);
      return (text) => extractTerms(text, known);
    },

    async staff(input: StaffingInput, ctx: AccessContext): Promise<StaffingResult> {
      const terms = await understand(input.need, input.terms);
      const read = input.availability
        ? { availability: input.availability, words: NOTHING_READ }
        : readNeedDates(input.need, today());
      const { availability } = read;
      const shortlist = await shortlistPeople(db, terms, ctx);
      const [candidates, credentials, solutions] = await Promise.all([
        candidatesOf(db, shortlist, ctx, knowledge),
        relevantCredentials(db, terms, ctx),
        relevantSolutions(db, terms, ctx),
      ]);
      const byId = new Map(shortlist.map((person) => [person.id, person]));
      const ranked = await rankWithAvailability(
        rankPeople(terms, candidates),
        availability,
        today(),
        availabilityOf,
      );
      const people = ranked.slice(0, STAFFING_PEOPLE_MAX).map(({ id, score, reasons }) => {
        const { first_name, last_name, job_title, grade, has_picture, picture_version } = byId.get(id)!;
        return {
          person: { id, first_name, last_name, job_title, grade, has_picture, picture_version },
          score,
          reasons,
        };
      });
      return {
        understood: terms,
        availability,
        availability_words: read.words,
        people,
        credentials,
        solutions,
      };
    },
  };
}

export type StaffingService = ReturnType<typeof createStaffingService>;

/**
 * Tag names as the firm spells them, an alias standing for its tag ('k8s' → Kubernetes); a word
 * that is neither a tag nor an alias of these types is refused, naming the field.
 */
async function canonicalTags(
  db: DbOrTx,
  types: ('technical' | 'sectorial' | 'market')[],
  names: readonly string[],
  field: string,
  unknown: ServerMessageKey,
): Promise<string[]> {
  if (!names.length) return [];
  const resolved = await resolveTagTerms(db, types, names);
  const missing = names.findIndex((name) => !resolved.has(name));
  if (missing >= 0) throw badRequest(unknown, { [`terms.${field}.${missing}`]: unknown });
  return [...new Set(names.map((name) => resolved.get(name)!.name))];
}
