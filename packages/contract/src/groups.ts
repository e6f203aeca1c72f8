import { z } from 'zod';
import { PagingQuery, PersonRef } from './api.ts';
import { TEXT_LONG, TEXT_SHORT } from './limits.ts';
import type { GROUP_RULE_MESSAGES } from './server-messages.ts';
import { Attachment } from './credentials.ts';
import { defineObject } from './define-object.ts';

/** The four kinds of generic team (Spotify model). */
export const GROUP_TYPES = ['team', 'squad', 'chapter', 'guild'] as const;
export type GroupType = (typeof GROUP_TYPES)[number];

/**
 * Kinds a person joins on their own, as a follower. Teams and squads are delivery units:
 * their leaders decide who is in them.
 */
export const FOLLOWABLE_GROUP_TYPES: readonly GroupType[] = ['chapter', 'guild'];

/**
 * Kinds that count as "a team" for the without-team view: the delivery units. Chapters and
 * guilds are communities across teams, so belonging to one does not give a person a team.
 */
export const DELIVERY_GROUP_TYPES: readonly GroupType[] = ['team', 'squad'];

export const MEMBER_STATUSES = ['active', 'follower'] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];

/** Most items of each kind a group holds (SPEC.md §5: a maximum per type). */
export const GROUP_LIMITS = {
  leaders: 3,
  steerco: 10,
  members: 50,
  solutions: 10,
  target_markets: 10,
  deliverables: 20,
  assets: 20,
} as const;
export type GroupListField = keyof typeof GROUP_LIMITS;

/** Man-days a group may plan (SPEC.md §9). */
export const MAN_DAYS_MAX = 50;

/** Largest estimated cost, in whole euros: far above any real group, within a 32-bit column. */
export const ESTIMATED_COST_MAX = 1_000_000_000;

export type GroupRuleKey = keyof typeof GROUP_RULE_MESSAGES;

const TOO_MANY: Record<GroupListField, GroupRuleKey> = {
  leaders: 'tooManyLeaders',
  steerco: 'tooManySteerco',
  members: 'tooManyMembers',
  solutions: 'tooManySolutions',
  target_markets: 'tooManyTargetMarkets',
  deliverables: 'tooManyDeliverables',
  assets: 'tooManyAssets',
};

const shortText = z.string().trim().max(TEXT_SHORT);
const longText = z.string().trim().max(TEXT_LONG);
const label = z.string().trim().min(1).max(100);

/** `POST …/teams/{id}/members`: people to add as active members (those already in keep their place). */
export const AddGroupMembersInput = z.strictObject({
  user_ids: z.array(z.uuid()).min(1).max(GROUP_LIMITS.members),
});
export type AddGroupMembersInput = z.infer<typeof AddGroupMembersInput>;

export const GroupMemberInput = z.strictObject({ user_id: z.uuid(), status: z.enum(MEMBER_STATUSES) });
export type GroupMemberInput = z.infer<typeof GroupMemberInput>;

/** A labelled link to an asset kept elsewhere; the group's own files are `Group.files`. */
export const GroupAsset = z.strictObject({
  label: shortText.min(1),
  url: z.url({ protocol: /^https?$/ }).max(TEXT_SHORT),
});
export type GroupAsset = z.infer<typeof GroupAsset>;

/**
 * The fields of a group a client writes. List sizes and man-days are checked by `groupBreaches`
 * rather than here, so that the answer's message names the rule (and the dialog shows the same one);
 * the body limit bounds the lists until then.
 */
const groupFields = {
  type: z.enum(GROUP_TYPES),
  name: shortText.min(1),
  code_name: shortText.nullable(),
  description: longText.nullable(),
  leaders: z.array(z.uuid()),
  steerco: z.array(z.uuid()),
  members: z.array(GroupMemberInput),
  solutions: z.array(label),
  deliverables: z.array(shortText.min(1)),
  sales_pitch: longText.nullable(),
  expected_results: longText.nullable(),
  added_value: longText.nullable(),
  man_days: z.number().int().min(0).nullable(),
  estimated_cost: z.number().int().min(0).max(ESTIMATED_COST_MAX).nullable(),
  target_markets: z.array(label),
  assets: z.array(GroupAsset),
};

const GroupFields = z.strictObject(groupFields);

/** `POST /api/c13s/v2/cv_library/teams`: a type and a name are required; the rest may follow. */
export const GroupInput = GroupFields.partial().required({ type: true, name: true });
export type GroupInput = z.infer<typeof GroupInput>;

/** `PATCH /api/c13s/v2/cv_library/teams/{id}`: a list given replaces the stored one. */
export const GroupPatch = GroupFields.partial();
export type GroupPatch = z.infer<typeof GroupPatch>;

export const GroupMember = PersonRef.extend({ status: z.enum(MEMBER_STATUSES) });
export type GroupMember = z.infer<typeof GroupMember>;

/** A group as every signed-in colleague sees it (`cv_library/teams`). */
export const Group = z.object({
  id: z.string(),
  type: z.enum(GROUP_TYPES),
  name: z.string(),
  code_name: z.string().nullable(),
  description: z.string().nullable(),
  /** The main leader: the first of `leaders`. */
  id_lea: z.string().nullable(),
  leaders: z.array(PersonRef),
  steerco: z.array(PersonRef),
  members: z.array(GroupMember),
  /**
   * The people whose place awaits confirmation: a leader without 'teams update' gave or changed
   * it, so it counts for no leader's powers over them until someone with 'teams update' confirms.
   */
  unconfirmed: z.array(z.string()),
  /**
   * How many active members it has: confirmed active places (leaders and steering committee
   * included, followers not) of people still with the firm. The managing tools' `size` is the same
   * figure, computed by the same rule.
   */
  active_members: z.number().int(),
  solutions: z.array(z.string()),
  deliverables: z.array(z.string()),
  sales_pitch: z.string().nullable(),
  expected_results: z.string().nullable(),
  added_value: z.string().nullable(),
  man_days: z.number().nullable(),
  estimated_cost: z.number().nullable(),
  target_markets: z.array(z.string()),
  assets: z.array(z.object({ label: z.string(), url: z.string() })),
  /** Files uploaded to the group (PDF, PPTX, DOCX, XLSX); the bytes are at `…/files/{id}`. */
  files: z.array(Attachment),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Group = z.infer<typeof Group>;

/** Most skills a group's skills matrix shows: its members' most common top skills. */
export const SKILLS_MATRIX_SKILLS_MAX = 15;

/**
 * A member's level in a skill, as their profile tells it, weakest first: not listed, wants to
 * learn it, one of their top skills, one of their top skills they can mentor in.
 */
export const SKILL_MATRIX_LEVELS = ['none', 'learning', 'top', 'mentor'] as const;
export type SkillMatrixLevel = (typeof SKILL_MATRIX_LEVELS)[number];

/**
 * `GET /api/c13s/v2/cv_library/teams/{id}/skills-matrix`: the group's people with an active
 * place (leaders, steerco, members; not followers) × its most common top skills. Each person's
 * `levels` follow `skills`, one per skill, in the same order.
 */
export const GroupSkillsMatrix = z.object({
  skills: z.array(
    z.object({
      name: z.string(),
      kind: z.enum(['technical', 'sectorial']),
      /** How many of the group's people list it among their top skills. */
      people: z.number().int(),
    }),
  ),
  people: z.array(PersonRef.extend({ levels: z.array(z.enum(SKILL_MATRIX_LEVELS)) })),
});
export type GroupSkillsMatrix = z.infer<typeof GroupSkillsMatrix>;

/** A person listed by the without-team and without-guild views. */
export const PersonWithoutGroup = PersonRef.extend({
  business_unit: z.string().nullable(),
  hub: z.string().nullable(),
});
export type PersonWithoutGroup = z.infer<typeof PersonWithoutGroup>;

/** `GET …/cv_library/teams/without_team` and `…/without_guild`: a name to look for, and paging. */
export const PeopleWithoutGroupQuery = PagingQuery.extend({
  q: z.string().trim().max(200).optional(),
}).strict();
export type PeopleWithoutGroupQuery = z.infer<typeof PeopleWithoutGroupQuery>;

/** Filters of the groups search. `id_lea` matches any leader; `member` anyone with a place in the group. */
export const GROUP_FILTERS = ['type', 'id_lea', 'member', 'solutions', 'target_markets'] as const;
export const GROUP_SORTS = ['name', 'type', 'created_at', 'updated_at'] as const;

/** What the group rules look at: the whole group after the write. */
export type GroupDraft = {
  leaders: readonly string[];
  steerco: readonly string[];
  members: readonly { user_id: string; status: MemberStatus }[];
  man_days?: number | null | undefined;
} & Partial<Record<Exclude<GroupListField, 'leaders' | 'steerco' | 'members'>, readonly unknown[]>>;

/**
 * A broken group rule. `exclusivity` (a person with two places) answers 409, `limit` 400.
 * `user_id` is the person the message must name.
 */
export type GroupBreach = {
  kind: 'limit' | 'exclusivity';
  field: string;
  key: GroupRuleKey;
  max?: number;
  user_id?: string;
};

type Place = 'leader' | 'steerco' | MemberStatus;

/** The message for a person found in `second` after `first`, in the order leaders, steerco, members. */
function exclusivityKey(first: Place, second: Place): GroupRuleKey {
  if (first === second) return 'listedTwice';
  if (first === 'leader') return second === 'steerco' ? 'leaderAndSteerco' : 'leaderAndMember';
  if (first === 'steerco') return 'steercoAndMember';
  return first === 'active' ? 'activeAndFollower' : 'followerAndActive';
}

/**
 * The rules of SPEC.md §5 for a group, shared by the server and the dialogs: at most
 * GROUP_LIMITS items per list, man-days at most MAN_DAYS_MAX, and one place per person
 * (a leader is neither steerco nor member, a steerco is not a member, a follower is not an
 * active member, and nobody is listed twice). Limits come first, then each person once.
 */
export function groupBreaches(draft: GroupDraft): GroupBreach[] {
  const breaches: GroupBreach[] = [];
  for (const field of Object.keys(GROUP_LIMITS) as GroupListField[]) {
    const max = GROUP_LIMITS[field];
    if ((draft[field]?.length ?? 0) > max) breaches.push({ kind: 'limit', field, key: TOO_MANY[field], max });
  }
  if (draft.man_days != null && draft.man_days > MAN_DAYS_MAX) {
    breaches.push({ kind: 'limit', field: 'man_days', key: 'manDaysMax', max: MAN_DAYS_MAX });
  }

  const places = new Map<string, Place>();
  const place = (user_id: string, where: Place, field: string) => {
    const first = places.get(user_id);
    if (first === undefined) places.set(user_id, where);
    else breaches.push({ kind: 'exclusivity', field, key: exclusivityKey(first, where), user_id });
  };
  draft.leaders.forEach((id, i) => place(id, 'leader', `leaders.${i}`));
  draft.steerco.forEach((id, i) => place(id, 'steerco', `steerco.${i}`));
  draft.members.forEach((member, i) => place(member.user_id, member.status, `members.${i}`));
  return breaches;
}

/** `cv_library/teams`: every generic team (team, squad, chapter, guild). `id_lea` finds what a person leads. */
export const groupsObject = defineObject({
  module: 'cv_library',
  object: 'teams',
  permission: 'teams',
  record: Group,
  create: GroupInput,
  patch: GroupPatch,
  filters: {
    /** Several groups at once, by id: the names of a campaign's groups in one request. */
    id: { type: 'id' },
    type: {},
    id_lea: {},
    member: {},
    solutions: {},
    target_markets: {},
  },
  facets: ['type'],
  sorts: ['name', 'type', 'created_at', 'updated_at'],
  exportable: true,
  deletable: true,
});
