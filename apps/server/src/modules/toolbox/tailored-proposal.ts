import type { StaffingTerms, TailoredProposal } from '@atrium/contract';
import type { ExperienceRow } from '../people/people.tables.ts';
import { foldKey } from './fold-words.ts';

/** Reads a text as staffing reads a need (`extractTerms` over the firm's vocabulary). */
export type TextReader = (text: string) => StaffingTerms;

type Profile = {
  technical_skills: readonly string[];
  sectorial_skills: readonly string[];
  certificates: readonly string[];
  market: string | null;
};

/** A credential the person contributed to, with its skills and the markets of its solutions. */
export type ContributedCredential = {
  id: string;
  name: string;
  client: string;
  year: number | null;
  text: string;
  skills: readonly string[];
  sectors: readonly string[];
};

/** What a piece of work says was practised there: its tags, sectors, client, and its words. */
type Practice = { skills: readonly string[]; sectors: readonly string[]; client: string; text: string };

/** ' a b ' contains ' b ': whole folded words only, so "Java" is not read in "JavaScript". */
const mentions = (text: string, keys: readonly string[]) => {
  const padded = ` ${foldKey(text)} `;
  return keys.some((key) => key && padded.includes(` ${key} `));
};

/**
 * The need's terms practised in a piece of work, in the need's order: a skill or sector among its
 * tags or read in its words the way the need was read, or its client. A term of the need written
 * in the work's words counts whatever its context ("Instant payments platform" for Payments): the
 * need already made it a term, so the common-word rule, which guards against reading a need's
 * ordinary words as skills, has nothing left to guard. These are the reasons it is proposed; none,
 * and it is not.
 */
function practisedTerms(terms: StaffingTerms, work: Practice, read: TextReader): string[] {
  const said = read(work.text);
  const practised = new Set(
    [work.client, ...work.skills, ...work.sectors, ...said.skills, ...said.sectors, ...said.clients].map(
      foldKey,
    ),
  );
  const asked = [...terms.skills, ...terms.sectors, ...terms.clients];
  const isPractised = (term: string) => practised.has(foldKey(term)) || mentions(work.text, [foldKey(term)]);
  return [...new Set(asked.filter(isPractised))];
}

/**
 * What of a profile matters for a need: the skills it asks for, the certificates naming them, and
 * the assignments and credentials where its terms were practised, each with the terms as its
 * reasons. Everything is listed, marked when proposed, so the user can change the choice. Pure.
 */
export function proposeTailoring(
  terms: StaffingTerms,
  profile: Profile,
  assignments: readonly ExperienceRow[],
  contributed: readonly ContributedCredential[],
  read: TextReader,
): Omit<TailoredProposal, 'understood'> {
  const keys = [...terms.skills, ...terms.sectors, ...terms.clients].map(foldKey);
  const wanted = new Set(keys);
  const skills = [...new Set([...profile.technical_skills, ...profile.sectorial_skills])];
  const skillMarks = skills.map((name) => ({ name, proposed: wanted.has(foldKey(name)) }));
  // A need none of whose skills the person lists still gets a resume with skills: all of them.
  const anySkill = skillMarks.some((skill) => skill.proposed);

  const certificateMarks = profile.certificates.map((name) => ({ name, proposed: mentions(name, keys) }));
  const anyCertificate = certificateMarks.some((certificate) => certificate.proposed);

  // Work is proposed only where the need was practised: nothing else is ticked for the reader.
  const experiences = assignments.map(({ id, client, role, start_date, end_date, description, skills }) => {
    const reasons = practisedTerms(
      terms,
      { client, skills, sectors: [], text: `${role}\n${description}` },
      read,
    );
    return { id, client, role, start_date, end_date, proposed: reasons.length > 0, reasons };
  });
  const credentials = contributed.map(({ id, name, client, year, text, skills, sectors }) => {
    const reasons = practisedTerms(terms, { client, skills, sectors, text: `${name}\n${text}` }, read);
    return { id, name, client, year, proposed: reasons.length > 0, reasons };
  });

  return {
    credentials,
    skills: skillMarks.map((skill) => ({ ...skill, proposed: anySkill ? skill.proposed : true })),
    experiences,
    certificates: certificateMarks.map((certificate) => ({
      ...certificate,
      proposed: anyCertificate ? certificate.proposed : true,
    })),
  };
}
