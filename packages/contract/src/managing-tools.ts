import { z } from 'zod';
import { PersonRef } from './api.ts';
import { defineObject, type FilterDeclaration } from './define-object.ts';
import { GROUP_TYPES } from './groups.ts';
import { NEWCOMER_TYPES } from './newcomers.ts';
import { COMPLETION_STATES } from './users.ts';
import { managedGroupsName, managedPeopleName, type ManagingTool } from './view-names.ts';

/**
 * The managing tools (SPEC §2: `/cso-managing-tool`, `/hr-managing-tool`, `/leader-managing-tool`,
 * each with the tabs users, team, squad and chapter). One screen and one implementation; what
 * differs per tool is declared here: which people and groups it reaches (the server's rule), the
 * columns it shows and the filters it offers.
 */
export const MANAGED_GROUP_TYPES = ['team', 'squad', 'chapter'] as const;
export type ManagedGroupType = (typeof MANAGED_GROUP_TYPES)[number];
export const MANAGING_TABS = ['users', ...MANAGED_GROUP_TYPES] as const;
export type ManagingTab = (typeof MANAGING_TABS)[number];

const GroupRef = z.object({ id: z.string(), name: z.string(), type: z.enum(GROUP_TYPES) });

/** Everything a managing tool may show of a person; each tool's record picks its own columns. */
const ManagedPersonColumns = z.object({
  email: z.string(),
  grade: z.string().nullable(),
  position: z.string().nullable(),
  business_unit: z.string().nullable(),
  business_line: z.string().nullable(),
  hub: z.string().nullable(),
  employment_type: z.enum(NEWCOMER_TYPES),
  /** Their first day, when HR announced them as a newcomer. */
  arrival_date: z.string().nullable(),
  last_sign_in_at: z.string().nullable(),
  technical_skills: z.array(z.string()),
  sectorial_skills: z.array(z.string()),
  /** Spoken languages' codes. */
  languages: z.array(z.string()),
  /** Credentials they contributed to. */
  credentials: z.number().int(),
  /** Top solutions they own. */
  top_solutions: z.number().int(),
  /** Resumes they have in the CV library. */
  resumes: z.number().int(),
  completion_rate: z.number().int(),
  completion_missing: z.array(z.string()),
  /** The groups led by the asker that they belong to (the leader's tool). */
  groups: z.array(GroupRef),
});
export type ManagedPersonValues = z.infer<typeof ManagedPersonColumns>;
export type ManagedPersonColumn = keyof ManagedPersonValues;

/** The columns of each tool's people, in the order the grid shows them after the name. */
export const TOOL_PERSON_COLUMNS = {
  cso: [
    'grade',
    'business_unit',
    'technical_skills',
    'sectorial_skills',
    'languages',
    'credentials',
    'top_solutions',
  ],
  hr: [
    'grade',
    'position',
    'business_unit',
    'business_line',
    'hub',
    'arrival_date',
    'employment_type',
    'completion_rate',
    'completion_missing',
    'last_sign_in_at',
  ],
  leader: ['groups', 'grade', 'resumes', 'completion_rate', 'completion_missing', 'technical_skills'],
} as const satisfies Record<ManagingTool, readonly ManagedPersonColumn[]>;

const personRecord = <C extends ManagedPersonColumn>(columns: readonly C[]) => {
  const shape = ManagedPersonColumns.shape;
  // Built from the typed list, so the object holds exactly the picked keys.
  const picked = Object.fromEntries(columns.map((column) => [column, shape[column]])) as Pick<
    typeof shape,
    C
  >;
  return PersonRef.extend({ email: z.string() }).extend(picked);
};

const personFilters = {
  business_unit: {},
  business_line: {},
  hub: {},
  grade: {},
  technical_skills: {},
  sectorial_skills: {},
  languages: {},
  completion: { values: COMPLETION_STATES },
  employment_type: { values: NEWCOMER_TYPES },
} as const satisfies Record<string, FilterDeclaration>;

/** `managing_tools/cso_users`: everyone, with what wins deals (skills, sectors, credentials). */
export const csoUsersObject = defineObject({
  ...managedPeopleName('cso'),
  permission: 'users',
  record: personRecord(TOOL_PERSON_COLUMNS.cso),
  filters: personFilters,
  facets: ['business_unit', 'grade', 'technical_skills', 'sectorial_skills', 'languages'],
  sorts: ['last_name', 'grade', 'business_unit'],
  exportable: true,
});

/** `managing_tools/hr_users`: everyone, with the HR fields, completion and last sign-in. */
export const hrUsersObject = defineObject({
  ...managedPeopleName('hr'),
  permission: 'users',
  record: personRecord(TOOL_PERSON_COLUMNS.hr),
  filters: personFilters,
  facets: ['business_unit', 'business_line', 'hub', 'grade', 'employment_type', 'completion'],
  sorts: ['last_name', 'grade', 'position', 'business_unit', 'business_line', 'hub', 'completion_rate'],
  exportable: true,
});

/** `managing_tools/leader_users`: the members of the groups the asker leads, and no one else. */
export const leaderUsersObject = defineObject({
  ...managedPeopleName('leader'),
  permission: 'users',
  record: personRecord(TOOL_PERSON_COLUMNS.leader),
  filters: { ...personFilters, group: { type: 'id' } },
  // The group is chosen among the caller's own (a condition, not counted as a facet).
  facets: ['completion', 'grade', 'technical_skills'],
  sorts: ['last_name', 'grade', 'completion_rate'],
  exportable: true,
});

export const MANAGED_PEOPLE_OBJECTS = {
  cso: csoUsersObject,
  hr: hrUsersObject,
  leader: leaderUsersObject,
} as const;

/** A team, squad or chapter as a managing tool lists it: its size, cost and who needs a nudge. */
export const ManagedGroup = z.object({
  id: z.string(),
  type: z.enum(MANAGED_GROUP_TYPES),
  name: z.string(),
  /** Its people with a place in it (leaders, steering committee, members; not followers). */
  /** Its active members: the groups overview's `active_members`, by the same rule. */
  size: z.number().int(),
  leaders: z.array(PersonRef),
  man_days: z.number().int().nullable(),
  estimated_cost: z.number().int().nullable(),
  /** Of its people, how many have no resume in the CV library. */
  without_resume: z.number().int(),
  /** Of its people, how many have an incomplete profile. */
  incomplete: z.number().int(),
});
export type ManagedGroup = z.infer<typeof ManagedGroup>;

const managedGroupsObject = <Tool extends ManagingTool>(tool: Tool) =>
  defineObject({
    ...managedGroupsName(tool),
    permission: 'teams',
    record: ManagedGroup,
    filters: { type: { values: MANAGED_GROUP_TYPES } },
    facets: [],
    sorts: ['name', 'man_days', 'estimated_cost'],
    exportable: true,
  });

/** `managing_tools/{tool}_groups`: every team, squad and chapter for CSO and HR; a leader's own. */
export const MANAGED_GROUPS_OBJECTS = {
  cso: managedGroupsObject('cso'),
  hr: managedGroupsObject('hr'),
  leader: managedGroupsObject('leader'),
} as const;
