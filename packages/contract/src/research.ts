import { z } from 'zod';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX, TAG_NAME_MAX, TEXT_SHORT } from './limits.ts';
import { optionalMessageFields } from './api.ts';
import { RESEARCH_MESSAGES } from './server-messages.ts';
import { LANGUAGE_LEVELS } from './users.ts';

/**
 * How well a person knows a skill, read from how long they practised it (their years per skill):
 * the firm records periods and skills, not self-assessments, so a level is a number of months.
 */
export const SKILL_LEVELS = ['beginner', 'intermediate', 'advanced', 'expert'] as const;
export type SkillLevel = (typeof SKILL_LEVELS)[number];
/** The fewest months of practice each level needs. */
export const SKILL_LEVEL_MIN_MONTHS: Record<SkillLevel, number> = {
  beginner: 0,
  intermediate: 12,
  advanced: 36,
  expert: 72,
};

/** The level `months` of practice give. */
export const skillLevelOfMonths = (months: number): SkillLevel =>
  SKILL_LEVELS.reduce<SkillLevel>(
    (level, next) => (months >= SKILL_LEVEL_MIN_MONTHS[next] ? next : level),
    'beginner',
  );

/**
 * How long a skill was practised, as every screen and export says it: whole years and months,
 * never rounded (35 months is 2 years 11 months, which a search for 3 years rightly leaves out).
 */
export const skillDuration = (months: number): { years: number; months: number } => ({
  years: Math.floor(months / 12),
  months: months % 12,
});

/** One skill a person practised, and for how long (overlapping periods counted once). */
export const SkillYears = z.object({ skill: z.string(), months: z.number().int() });
export type SkillYears = z.infer<typeof SkillYears>;

/** `GET /research/people/{id}/skill-years`: a person's years per skill, longest first. */
export const SkillYearsBody = z.object({ data: z.array(SkillYears) });
export type SkillYearsBody = z.infer<typeof SkillYearsBody>;

/** Most criteria one search combines, and how deep groups may nest (the schema's shape says it). */
export const RESEARCH_CRITERIA_MAX = 20;
export const RESEARCH_DEPTH_MAX = 3;

const word = z.string().trim().min(1).max(TAG_NAME_MAX);
const name = z.string().trim().min(1).max(TEXT_SHORT);

/**
 * One condition on a person. Skills, sectors and certificates are tag names or their aliases
 * (JS finds JavaScript); a skill's level and years come from their years per skill.
 */
export const ResearchCriterion = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('skill'),
    skill: word,
    min_level: z.enum(SKILL_LEVELS).optional(),
    min_years: z.number().min(0).max(60).optional(),
  }),
  z.strictObject({ kind: z.literal('sector'), sector: word }),
  z.strictObject({
    kind: z.literal('language'),
    code: z.string().trim().min(2).max(8),
    min_level: z.enum(LANGUAGE_LEVELS).optional(),
  }),
  z.strictObject({ kind: z.literal('certificate'), certificate: word }),
  z.strictObject({ kind: z.literal('grade'), grade: name }),
  z.strictObject({ kind: z.literal('business_unit'), business_unit: name }),
  z.strictObject({ kind: z.literal('hub'), hub: name }),
  /** A client or company they worked for: in their experiences or a credential they contributed to. */
  z.strictObject({ kind: z.literal('client'), client: name }),
  /** A solution they own or used on a credential they contributed to. */
  z.strictObject({ kind: z.literal('solution'), solution: z.uuid() }),
  z.strictObject({ kind: z.literal('group'), group: z.uuid() }),
  /** At least `min_free_pct` free every week of `months` months from `from` (their availability). */
  z.strictObject({
    kind: z.literal('availability'),
    min_free_pct: z.number().int().min(1).max(100),
    from: z.iso.date(),
    months: z.number().int().min(1).max(6),
  }),
]);
export type ResearchCriterion = z.infer<typeof ResearchCriterion>;
export type ResearchCriterionKind = ResearchCriterion['kind'];
export const RESEARCH_CRITERION_KINDS = ResearchCriterion.options.map(
  (option) => option.shape.kind.value,
) as ResearchCriterionKind[];

/** Criteria combined: all of them (`and`) or any (`or`); a group may hold groups. */
export type ResearchGroup = { op: 'and' | 'or'; criteria: (ResearchCriterion | ResearchGroup)[] };
const groupOf = <T extends z.ZodType>(node: T) =>
  z.strictObject({ op: z.enum(['and', 'or']), criteria: z.array(node).max(RESEARCH_CRITERIA_MAX) });
// Spelled out to RESEARCH_DEPTH_MAX levels rather than recursive (z.lazy): a deeper tree is
// malformed by its very shape, and the OpenAPI document keeps no self-reference.
const innermostGroup = groupOf(ResearchCriterion);
const middleGroup = groupOf(z.union([ResearchCriterion, innermostGroup]));
export const ResearchGroup: z.ZodType<ResearchGroup> = groupOf(z.union([ResearchCriterion, middleGroup]));

export const isResearchGroup = (node: ResearchCriterion | ResearchGroup): node is ResearchGroup =>
  'op' in node;

/** How many criteria a tree holds, and how deep its groups go (the root is depth 1). */
export function criteriaShape(group: ResearchGroup, depth = 1): { count: number; depth: number } {
  return group.criteria.reduce(
    (shape, node) => {
      if (!isResearchGroup(node)) return { ...shape, count: shape.count + 1 };
      const inner = criteriaShape(node, depth + 1);
      return { count: shape.count + inner.count, depth: Math.max(shape.depth, inner.depth) };
    },
    { count: 0, depth },
  );
}

/** A search: free text over every object, and criteria on people. */
export const ResearchQuery = z
  .strictObject({
    q: z.string().trim().max(TEXT_SHORT).default(''),
    criteria: ResearchGroup.default({ op: 'and', criteria: [] }),
  })
  .superRefine((query, issues) => {
    const shape = criteriaShape(query.criteria);
    if (shape.count > RESEARCH_CRITERIA_MAX)
      issues.addIssue({
        code: 'custom',
        path: ['criteria'],
        message: RESEARCH_MESSAGES.tooManyCriteria.replace('{max}', String(RESEARCH_CRITERIA_MAX)),
        // The server answers with the code and its value (CodedMessage), not only these words.
        params: { code: 'research.tooManyCriteria', params: { max: RESEARCH_CRITERIA_MAX } },
      });
  });
export type ResearchQuery = z.infer<typeof ResearchQuery>;
export type ResearchQueryInput = z.input<typeof ResearchQuery>;

/** The result tabs, each counted. */
export const RESEARCH_TABS = ['people', 'credentials', 'solutions', 'groups'] as const;
export type ResearchTab = (typeof RESEARCH_TABS)[number];

/** `POST /research/search`: a query, the tab to list, and its page. */
export const ResearchSearchInput = z.strictObject({
  query: ResearchQuery,
  tab: z.enum(RESEARCH_TABS).default('people'),
  page: z.number().int().min(1).max(10_000).default(1),
  size: z.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
});
export type ResearchSearchInput = z.input<typeof ResearchSearchInput>;

/** `POST /research/export`: one tab's results as a CSV file, its headings in `lang`. */
export const ResearchExportInput = z.strictObject({
  query: ResearchQuery,
  tab: z.enum(RESEARCH_TABS).default('people'),
  lang: z.enum(['en', 'fr']).default('en'),
});
export type ResearchExportInput = z.input<typeof ResearchExportInput>;

/** One line of a tab: the record's id, its title and a subtitle; a person's matched skills. */
export const ResearchHit = z.object({
  id: z.string(),
  title: z.string(),
  subtitle: z.string().nullable(),
  /** People only: the skills asked for that they practised, with their months. */
  skills: z.array(SkillYears),
});
export type ResearchHit = z.infer<typeof ResearchHit>;

export const ResearchResultBody = z.object({
  counts: z.record(z.enum(RESEARCH_TABS), z.number().int()),
  tab: z.enum(RESEARCH_TABS),
  total: z.number().int(),
  data: z.array(ResearchHit),
});
export type ResearchResultBody = z.infer<typeof ResearchResultBody>;

/** A saved search is its owner's alone, or read by anyone signed in who has its link. */
export const SAVED_SEARCH_VISIBILITIES = ['private', 'link'] as const;
export type SavedSearchVisibility = (typeof SAVED_SEARCH_VISIBILITIES)[number];

export const SavedSearch = z.object({
  id: z.string(),
  name: z.string(),
  visibility: z.enum(SAVED_SEARCH_VISIBILITIES),
  query: ResearchQuery,
  owner_id: z.string(),
  mine: z.boolean(),
  created_at: z.string(),
});
export type SavedSearch = z.infer<typeof SavedSearch>;

export const SavedSearchInput = z.strictObject({
  name: name,
  visibility: z.enum(SAVED_SEARCH_VISIBILITIES).default('private'),
  query: ResearchQuery,
});
export type SavedSearchInput = z.input<typeof SavedSearchInput>;
export type SavedSearchCreate = z.output<typeof SavedSearchInput>;

export const SavedSearchesBody = z.object({ data: z.array(SavedSearch) });
export const SavedSearchBody = z.object({ ...optionalMessageFields, data: SavedSearch });
export type SavedSearchBody = z.infer<typeof SavedSearchBody>;

/** Most searches one person keeps. */
export const SAVED_SEARCHES_MAX = 50;
