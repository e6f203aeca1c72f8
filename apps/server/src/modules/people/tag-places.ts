import type { TagType, TagUsePlace } from '@atrium/contract';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { groups } from '../groups/groups.tables.ts';
import { mentorshipParticipants } from '../mentorship/mentorship.tables.ts';
import { solutions } from '../solutions/solutions.tables.ts';
import { users } from '../../platform/users/users.tables.ts';
import { credentials } from '../credentials/credentials.tables.ts';
import { experiences, resumes } from './people.tables.ts';
import { newcomers } from '../newcomers/newcomers.tables.ts';
import { completionProfiles } from '../completion/completion.tables.ts';
import { news } from '../news/news.tables.ts';
import { smartCampaigns } from '../campaigns/campaigns.tables.ts';
import { assignments } from '../staffing/staffing.tables.ts';

/**
 * How a column holds tag names: a list, one value, the keys of an object (a mentor's level per
 * skill, whose keys are always among the same row's skills, so they are rewritten but not counted),
 * or a list under one key of a JSON object (a campaign's target: `{ business_units: [...] }`).
 */
export type TagColumn =
  | { column: AnyPgColumn; holds: 'array' | 'scalar' | 'keys' }
  | { column: AnyPgColumn; holds: 'json list'; key: string };

/** A table whose rows hold tag names, and which columns hold names of which type. */
export type TagPlace = {
  place: TagUsePlace;
  table: PgTable & { id: AnyPgColumn };
  columns: Partial<Record<TagType, readonly TagColumn[]>>;
};

const list = (column: AnyPgColumn): TagColumn => ({ column, holds: 'array' });
const one = (column: AnyPgColumn): TagColumn => ({ column, holds: 'scalar' });

/**
 * Skills chosen from a person's own (what they mentor, want to learn, put on a resume, offer in a
 * mentorship session) are stored as names without their type: a technical and a sectorial skill
 * of the same name share them, so renaming or merging either rewrites these.
 */
const skillsOfPeople = [
  list(users.mentoring_skills),
  list(users.learning_skills),
  list(users.interested_skills),
];
const skillsOfResumes = [list(resumes.skills)];
const skillsOfMentorship: TagColumn[] = [
  list(mentorshipParticipants.skills),
  { column: mentorshipParticipants.skill_levels, holds: 'keys' },
];

/**
 * Every column that holds tag names, whichever area owns it: what usage counts, and what a rename
 * or a merge rewrites. Names are compared whatever their case, as the tags' unique index does.
 * Experiences and credentials hold the skills practised there; solutions hold their markets, groups their target markets, a person
 * their market (one value, set by HR from the same list).
 * The firm's reference lists (`REFERENCE_LIST_TYPES`) are here too: a credential's client, a
 * person's business unit, line and hub (and a newcomer's, secondary ones included), the business
 * units a completion profile or a piece of news is for, and a mentorship registration's business
 * unit (copied from the person when they registered).
 */
export const TAG_PLACES: readonly TagPlace[] = [
  {
    place: 'people',
    table: users,
    columns: {
      technical: [list(users.technical_skills), ...skillsOfPeople],
      sectorial: [list(users.sectorial_skills), ...skillsOfPeople],
      certificate: [list(users.certificates)],
      job_profile: [list(users.job_profiles)],
      market: [one(users.market)],
      business_unit: [one(users.business_unit)],
      business_line: [one(users.business_line)],
      hub: [one(users.hub)],
      client: [list(users.interested_clients)],
    },
  },
  {
    place: 'newcomers',
    table: newcomers,
    columns: {
      business_line: [one(newcomers.business_line), list(newcomers.secondary_business_lines)],
      hub: [one(newcomers.hub), list(newcomers.secondary_hubs)],
    },
  },
  { place: 'resumes', table: resumes, columns: { technical: skillsOfResumes, sectorial: skillsOfResumes } },
  { place: 'solutions', table: solutions, columns: { market: [list(solutions.markets)] } },
  { place: 'groups', table: groups, columns: { market: [list(groups.target_markets)] } },
  {
    place: 'mentorship',
    table: mentorshipParticipants,
    columns: {
      technical: skillsOfMentorship,
      sectorial: skillsOfMentorship,
      business_unit: [one(mentorshipParticipants.business_unit)],
    },
  },
  {
    place: 'experiences',
    table: experiences,
    columns: { technical: [list(experiences.skills)], sectorial: [list(experiences.skills)] },
  },
  {
    place: 'credentials',
    table: credentials,
    columns: {
      technical: [list(credentials.skills)],
      sectorial: [list(credentials.skills)],
      client: [one(credentials.client)],
    },
  },
  {
    place: 'completion',
    table: completionProfiles,
    columns: { business_unit: [one(completionProfiles.business_unit)] },
  },
  {
    place: 'campaigns',
    table: smartCampaigns,
    columns: {
      business_unit: [{ column: smartCampaigns.target, holds: 'json list', key: 'business_units' }],
      hub: [{ column: smartCampaigns.target, holds: 'json list', key: 'hubs' }],
    },
  },
  { place: 'news', table: news, columns: { business_unit: [list(news.business_units)] } },
  { place: 'assignments', table: assignments, columns: { client: [one(assignments.client)] } },
];
