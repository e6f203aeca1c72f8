import { z } from 'zod';
import { PersonRef } from './api.ts';
import {
  ACTIVITY_SKILLS_MAX,
  CREDENTIAL_SOLUTIONS_MAX,
  TEXT_LONG,
  TEXT_MEDIUM,
  TEXT_SHORT,
} from './limits.ts';
import { CREDENTIAL_MESSAGES, PEOPLE_MESSAGES } from './server-messages.ts';
import { SolutionRef, uniqueIds } from './solutions.ts';
import { TagName } from './people.ts';
import { defineObject } from './define-object.ts';

export const CREDENTIAL_CONTRIBUTORS_MAX = 50;
/** Largest deck or attachment, in bytes. */
export const ATTACHMENT_BYTES_MAX = 50 * 1024 * 1024;

/** File types a credential accepts, by the media type detected from the file's bytes. */
export const ATTACHMENT_TYPES = {
  'application/pdf': 'pdf',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'pptx',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
} as const;
export type AttachmentMediaType = keyof typeof ATTACHMENT_TYPES;

/** `CR-2026-0042`: the server numbers credentials per year of creation. */
export const PROJECT_CODE_PATTERN = /^CR-\d{4}-\d{4,6}$/;

const shortText = z.string().trim().max(TEXT_SHORT);
const date = z.iso.date();

/**
 * A file attached to a record: a credential's deck (bytes at `…/attachments/{id}`), a group's
 * assets (`…/files/{id}`).
 */
export const Attachment = z.object({
  id: z.string(),
  file_name: z.string(),
  media_type: z.string(),
  size: z.number(),
  created_at: z.string(),
});
export type Attachment = z.infer<typeof Attachment>;

/**
 * A person's part in a credential. Their years per skill count it once `confirmed`: by themselves
 * (naming oneself confirms) or by the credential's manager (`…/contributors/{user_id}/confirm`).
 */
export const Contribution = z.object({ user: PersonRef, description: z.string(), confirmed: z.boolean() });
export type Contribution = z.infer<typeof Contribution>;

/** `cv_library/projects`: a credential as everyone signed in reads it. */
export const Credential = z.object({
  id: z.string(),
  name: z.string(),
  project_code: z.string(),
  client: z.string(),
  company: z.string().nullable(),
  sales_owner: PersonRef.nullable(),
  credential_manager: PersonRef.nullable(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  description: z.string().nullable(),
  challenge: z.string().nullable(),
  solution: z.string().nullable(),
  results: z.string().nullable(),
  solutions: z.array(SolutionRef),
  /** The skills the project used (tag names): its contributors' years per skill count them. */
  skills: z.array(z.string()),
  contributors: z.array(Contribution),
  top: z.boolean(),
  attachments: z.array(Attachment),
  updated_at: z.string(),
});
export type Credential = z.infer<typeof Credential>;

export const ContributionInput = z.strictObject({
  user_id: z.uuid(),
  description: z.string().trim().max(TEXT_SHORT),
});
export type ContributionInput = z.infer<typeof ContributionInput>;

const fields = {
  name: shortText.min(1),
  client: shortText.min(1),
  company: shortText.nullable().optional(),
  sales_owner: z.uuid().nullable().optional(),
  credential_manager: z.uuid().nullable().optional(),
  start_date: date.nullable().optional(),
  end_date: date.nullable().optional(),
  description: z.string().trim().max(TEXT_MEDIUM).nullable().optional(),
  challenge: z.string().trim().max(TEXT_LONG).nullable().optional(),
  solution: z.string().trim().max(TEXT_LONG).nullable().optional(),
  results: z.string().trim().max(TEXT_LONG).nullable().optional(),
  solutions: uniqueIds(CREDENTIAL_SOLUTIONS_MAX, CREDENTIAL_MESSAGES.tooManySolutions).optional(),
  contributors: z
    .array(ContributionInput)
    .max(CREDENTIAL_CONTRIBUTORS_MAX)
    .refine(
      (list) => new Set(list.map((c) => c.user_id)).size === list.length,
      CREDENTIAL_MESSAGES.contributorTwice,
    )
    .optional(),
  skills: z
    .array(TagName)
    .max(ACTIVITY_SKILLS_MAX)
    .refine((list) => new Set(list).size === list.length, PEOPLE_MESSAGES.skillTwice)
    .optional(),
  top: z.boolean().optional(),
};

const datesInOrder = (value: { start_date?: string | null; end_date?: string | null }) =>
  !value.start_date || !value.end_date || value.start_date <= value.end_date;
const datesIssue = { message: CREDENTIAL_MESSAGES.endBeforeStart, path: ['end_date'] };

/**
 * `POST cv_library/projects`: name and client are mandatory; people and solutions are ids.
 * The project code is the server's to give.
 */
export const CredentialInput = z.strictObject(fields).refine(datesInOrder, datesIssue);
export type CredentialInput = z.infer<typeof CredentialInput>;

/** `PATCH cv_library/projects/{id}`: any subset; the project code may be corrected by managers. */
export const CredentialPatch = z
  .strictObject({
    ...z.object(fields).partial().shape,
    project_code: z
      .string()
      .trim()
      .regex(PROJECT_CODE_PATTERN, CREDENTIAL_MESSAGES.projectCodeFormat)
      .optional(),
  })
  .refine(datesInOrder, datesIssue);
export type CredentialPatch = z.infer<typeof CredentialPatch>;

/** `cv_library/projects`: the credentials; `contributor` finds a person's credentials. */
export const credentialsObject = defineObject({
  module: 'cv_library',
  object: 'projects',
  permission: 'credentials',
  record: Credential,
  create: CredentialInput,
  patch: CredentialPatch,
  filters: {
    client: {},
    solution: { type: 'id' },
    sales_owner: { type: 'id' },
    year: { type: 'integer' },
    top: { type: 'boolean' },
    contributor: { type: 'id' },
  },
  facets: ['client', 'solution', 'sales_owner', 'year', 'top'],
  sorts: ['start_date', 'end_date', 'name', 'client', 'project_code'],
  exportable: true,
  deletable: true,
});
