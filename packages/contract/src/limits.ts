/** Text length limits of SPEC.md §9: short fields, summaries, long descriptions. */
export const TEXT_SHORT = 300;
export const TEXT_MEDIUM = 700;
export const TEXT_LONG = 3000;

/** Paging of every search: default and largest page size. */
export const PAGE_SIZE_DEFAULT = 20;
export const PAGE_SIZE_MAX = 100;

/** Password rules (OWASP ASVS: at least 8, at least 64 allowed; we allow 128). */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/** Largest JSON body the API accepts, in bytes. */
export const JSON_BODY_MAX = 256 * 1024;
/**
 * How deep and how many values any input may hold (a JSON body, a query, a form's JSON field),
 * checked before anything walks it: no record nests deeper than a few levels, and the largest
 * (a bulk action's 500 people, a resume's lists) holds a few thousand values.
 */
export const INPUT_DEPTH_MAX = 32;
export const INPUT_VALUES_MAX = 20_000;

/** Most items of one kind a profile may list (SPEC.md §5: a maximum per type). */
export const PROFILE_LIST_MAX = {
  technical_skills: 10,
  sectorial_skills: 10,
  certificates: 20,
  job_profiles: 5,
  languages: 10,
  diplomas: 10,
} as const;

/** Profile pictures: largest upload accepted, and the longest side kept after re-encoding. */
export const PICTURE_MAX_BYTES = 5 * 1024 * 1024;
export const PICTURE_MAX_SIDE = 512;

/** SPEC.md §5: a credential holds at most 3 solutions; and at most this many files. */
export const CREDENTIAL_SOLUTIONS_MAX = 3;
export const CREDENTIAL_ATTACHMENTS_MAX = 10;

/** Most files a group's page holds (its decks, templates, one-pagers). */
export const GROUP_FILES_MAX = 20;

/** Longest tag name; profile skills, certificates and job profiles are tags. */
export const TAG_NAME_MAX = 100;

/** Most past assignments one person may list, and most a resume may pick among them. */
export const EXPERIENCES_PER_PERSON_MAX = 50;
export const RESUME_EXPERIENCES_MAX = 30;
/** Most skills one experience or one credential lists (what years per skill count). */
export const ACTIVITY_SKILLS_MAX = 20;
/** Most skills a resume may pick. */
export const RESUME_SKILLS_MAX = 30;
/** Most resumes one CV-library download may bundle. */
export const RESUME_ZIP_MAX = 100;
/** Most people a managing tool's bulk action (edit, reminder) takes at once. */
export const PEOPLE_BULK_MAX = 500;

/**
 * Per person, on each server instance: uploads under way at once, bytes uploaded in a minute,
 * and resume zips being made at once. Past these the server answers 429.
 */
export const UPLOADS_CONCURRENT_MAX = 5;
export const UPLOAD_BYTES_PER_MINUTE_MAX = 200 * 1024 * 1024;
export const ZIPS_CONCURRENT_MAX = 2;

/** SPEC.md §9: a mentor takes at most 3 mentees; a mentee chooses 3 favourite mentors. */
export const MENTEES_PER_MENTOR_MAX = 3;
export const MENTOR_FAVOURITES = 3;

/** A news item's body (Markdown), per language. */
export const NEWS_BODY_MAX = 20_000;
/** Business units a news item may be addressed to. */
export const NEWS_UNITS_MAX = 50;
/** The longest client need the AI toolbox reads: a long RFP section, far more than any mail. */
export const STAFFING_NEED_MAX = 20_000;

/**
 * What one person may add to the wall in an hour (each a 429 with when to try again): 40 posts
 * naming 10 colleagues each went through in under two seconds, 400 notifications. Mentions are
 * counted person by person, so a post naming ten colleagues spends ten.
 */
export const WALL_POSTS_PER_HOUR_MAX = 20;
export const WALL_COMMENTS_PER_HOUR_MAX = 60;
export const WALL_MENTIONS_PER_HOUR_MAX = 30;
/** The window those counts are kept over. */
export const WALL_LIMIT_WINDOW_MS = 60 * 60_000;

/**
 * The firm's voice: a firm post names its record in at most this many characters, and one person's
 * acts make it speak at most this many times an hour (beyond, the act is done and the wall stays
 * quiet). Enough for HR welcoming a morning's newcomers by hand; the arrivals job is no one's.
 */
export const FIRM_POST_NAME_MAX = 120;
export const FIRM_POSTS_PER_HOUR_MAX = 10;
