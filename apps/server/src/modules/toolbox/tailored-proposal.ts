import type { StaffingTerms, TailoredProposal } from '@atrium/contract';
import type { ExperienceRow } from '../people/people.tables.ts';
import { foldKey } from './fold-words.ts';

/** When no assignment speaks to the need, the latest ones are proposed: a resume shows recent work. */
const LATEST_ASSIGNMENTS = 3;

type Profile = {
  technical_skills: readonly string[];
  sectorial_skills: readonly string[];
  certificates: readonly string[];
  market: string | null;
};

/** ' a b ' contains ' b ': whole folded words only, so "Java" is not read in "JavaScript". */
const mentions = (text: string, keys: readonly string[]) => {
  const padded = ` ${foldKey(text)} `;
  return keys.some((key) => key && padded.includes(` ${key} `));
};

/**
 * What of a profile matters for a need: the skills it asks for, the assignments for its clients
 * or that speak of its terms, the certificates naming its skills, the credentials for its clients or
 * sectors. Everything is listed, marked
 * when proposed, so the user can change the choice. Pure.
 */
/** A credential the person contributed to, with the markets of its solutions. */
export type ContributedCredential = {
  id: string;
  name: string;
  client: string;
  year: number | null;
  text: string;
  sectors: readonly string[];
};

export function proposeTailoring(
  terms: StaffingTerms,
  profile: Profile,
  assignments: readonly ExperienceRow[],
  contributed: readonly ContributedCredential[] = [],
): Omit<TailoredProposal, 'understood'> {
  const keys = [...terms.skills, ...terms.sectors, ...terms.clients].map(foldKey);
  const wanted = new Set(keys);
  const skills = [...new Set([...profile.technical_skills, ...profile.sectorial_skills])];
  const skillMarks = skills.map((name) => ({ name, proposed: wanted.has(foldKey(name)) }));
  // A need none of whose skills the person lists still gets a resume with skills: all of them.
  const anySkill = skillMarks.some((skill) => skill.proposed);

  const experienceMarks = assignments.map((experience) => ({
    id: experience.id,
    client: experience.client,
    role: experience.role,
    start_date: experience.start_date,
    end_date: experience.end_date,
    proposed:
      wanted.has(foldKey(experience.client)) ||
      mentions(`${experience.role} ${experience.description}`, keys),
  }));
  const anyExperience = experienceMarks.some((experience) => experience.proposed);

  const certificateMarks = profile.certificates.map((name) => ({ name, proposed: mentions(name, keys) }));
  const anyCertificate = certificateMarks.some((certificate) => certificate.proposed);

  // References are proposed only when they speak to the need: a resume lists none by default.
  const credentials = contributed.map(({ id, name, client, year, text, sectors }) => ({
    id,
    name,
    client,
    year,
    proposed:
      wanted.has(foldKey(client)) ||
      sectors.some((sector) => wanted.has(foldKey(sector))) ||
      mentions(`${name} ${text}`, keys),
  }));

  return {
    credentials,
    skills: skillMarks.map((skill) => ({ ...skill, proposed: anySkill ? skill.proposed : true })),
    experiences: experienceMarks.map((experience, index) => ({
      ...experience,
      proposed: anyExperience ? experience.proposed : index < LATEST_ASSIGNMENTS,
    })),
    certificates: certificateMarks.map((certificate) => ({
      ...certificate,
      proposed: anyCertificate ? certificate.proposed : true,
    })),
  };
}
