import { z } from 'zod';
import { defineObject } from './define-object.ts';
import { NEWS_BODY_MAX, NEWS_UNITS_MAX, TEXT_SHORT } from './limits.ts';
import { NEWS_MESSAGES } from './server-messages.ts';

/**
 * Where a news item stands, derived from its dates (never stored): a draft has no publication
 * time, a scheduled one's is still ahead, a published one is read by its audience until it expires
 * or is archived. Publication needs no job: readers see what is published at the time they read.
 */
export const NEWS_STATES = ['draft', 'scheduled', 'published', 'archived'] as const;
export type NewsState = (typeof NEWS_STATES)[number];

/** The languages a news item is written in; a reader sees theirs, else the other. */
export const NEWS_LANGUAGES = ['en', 'fr'] as const;
export type NewsLanguage = (typeof NEWS_LANGUAGES)[number];

/** `home/news`: a piece of firm news, shown on the home page to its audience. */
export const News = z.object({
  id: z.string(),
  title_en: z.string().nullable(),
  body_en: z.string().nullable(),
  title_fr: z.string().nullable(),
  body_fr: z.string().nullable(),
  /** The business units it is for; empty for everyone. */
  business_units: z.array(z.string()),
  pinned: z.boolean(),
  publish_at: z.string().nullable(),
  expires_at: z.string().nullable(),
  archived_at: z.string().nullable(),
  state: z.enum(NEWS_STATES),
  /** Versions the cover's address (`…/cover?v=`); null without a cover. */
  cover_version: z.string().nullable(),
  created_at: z.string(),
});
export type News = z.infer<typeof News>;

const title = z.string().trim().min(1).max(TEXT_SHORT).nullable();
const body = z.string().trim().min(1).max(NEWS_BODY_MAX).nullable();
const instant = z.iso.datetime({ offset: true }).nullable();

const NewsFields = z.strictObject({
  title_en: title.optional(),
  body_en: body.optional(),
  title_fr: title.optional(),
  body_fr: body.optional(),
  business_units: z.array(z.string().trim().min(1).max(TEXT_SHORT)).max(NEWS_UNITS_MAX).optional(),
  pinned: z.boolean().optional(),
  /** Null (or absent) keeps it a draft; a time ahead schedules it. */
  publish_at: instant.optional(),
  expires_at: instant.optional(),
});
export type NewsFields = z.infer<typeof NewsFields>;

type NewsVersions = Pick<
  NewsFields,
  'title_en' | 'body_en' | 'title_fr' | 'body_fr' | 'publish_at' | 'expires_at'
>;

/**
 * What is wrong with a news item's versions and dates, and the field to blame, or nothing: a
 * language version has both its title and its body, at least one version is written, and it
 * expires after it is published.
 */
export function newsProblem(value: NewsVersions): { field: keyof NewsVersions; message: string } | undefined {
  for (const language of NEWS_LANGUAGES) {
    const titled = Boolean(value[`title_${language}`]);
    const written = Boolean(value[`body_${language}`]);
    if (titled && !written) return { field: `body_${language}`, message: NEWS_MESSAGES.versionIncomplete };
    if (written && !titled) return { field: `title_${language}`, message: NEWS_MESSAGES.versionIncomplete };
  }
  if (!value.title_en && !value.title_fr) return { field: 'title_en', message: NEWS_MESSAGES.oneVersion };
  if (value.publish_at && value.expires_at && value.expires_at <= value.publish_at)
    return { field: 'expires_at', message: NEWS_MESSAGES.expiresBeforePublished };
  return undefined;
}

/** An instant in UTC, so two compare whatever their offset; a value that is none (already refused) as it is. */
const utc = (value: string | null | undefined) => {
  const date = value ? new Date(value) : undefined;
  return date && !Number.isNaN(date.getTime()) ? date.toISOString() : value;
};
const normalised = <T extends NewsVersions>(value: T): T => ({
  ...value,
  publish_at: utc(value.publish_at),
  expires_at: utc(value.expires_at),
});

/** `POST home/news`. */
export const NewsInput = NewsFields.superRefine((value, ctx) => {
  const problem = newsProblem(normalised(value));
  if (problem) ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
});
export type NewsInput = z.infer<typeof NewsInput>;

/** `PATCH home/news/{id}`: any subset, checked once merged with the record. */
export const NewsPatch = NewsFields;
export type NewsPatch = z.infer<typeof NewsPatch>;

/**
 * `home/news`: read by its audience once published ('news read'), written by holders of 'news
 * create/update/delete' (HR, Management, administrators), who see every item in every state.
 */
export const newsObject = defineObject({
  module: 'home',
  object: 'news',
  permission: 'news',
  record: News,
  create: NewsInput,
  patch: NewsPatch,
  filters: {
    state: { values: NEWS_STATES },
    pinned: { type: 'boolean' },
  },
  facets: ['state'],
  sorts: ['publish_at', 'created_at'],
  deletable: true,
});

/** The version a reader sees: theirs, else the other. */
export function newsVersion(
  news: Pick<News, 'title_en' | 'body_en' | 'title_fr' | 'body_fr'>,
  language: string,
) {
  const preferred: NewsLanguage = language.startsWith('fr') ? 'fr' : 'en';
  const other: NewsLanguage = preferred === 'fr' ? 'en' : 'fr';
  const shown = news[`title_${preferred}`] ? preferred : other;
  return { language: shown, title: news[`title_${shown}`] ?? '', body: news[`body_${shown}`] ?? '' };
}
