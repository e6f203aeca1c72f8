import { z } from 'zod';
import { PersonRef } from './api.ts';
import { RESUME_LANGUAGES } from './resume.ts';
import { TEXT_SHORT } from './limits.ts';

/** What a firm's CV template is for: the everyday CV, the one sent without names, a one-pager. */
export const CV_TEMPLATE_PURPOSES = ['standard', 'anonymised', 'one_page'] as const;
export type CvTemplatePurpose = (typeof CV_TEMPLATE_PURPOSES)[number];

/** A template file is a Word document of at most this size. */
export const CV_TEMPLATE_BYTES_MAX = 10 * 1024 * 1024;

type Described = { en: string; fr: string };
/** One placeholder a template may hold: its name between braces, and what it prints. */
export type CvTemplatePlaceholder = { name: string; description: Described };
/** A loop `{#name}…{/name}` repeats its content per item; inside it, the item's fields. */
export type CvTemplateLoop = CvTemplatePlaceholder & { fields: readonly CvTemplatePlaceholder[] };

const field = (name: string, en: string, fr: string): CvTemplatePlaceholder => ({
  name,
  description: { en, fr },
});

/**
 * Every placeholder a firm's CV template may hold, declared once: the upload check refuses any
 * other, the filler supplies each, the README and the upload dialog list them from here. Syntax
 * (easy-template-x): `{field}`, a loop or condition `{#name}…{/name}`, the photo `{photo}`.
 */
export const CV_TEMPLATE_PLACEHOLDERS = {
  fields: [
    field('name', 'Full name; initials when anonymised', 'Nom complet ; initiales si anonymisé'),
    field('first_name', 'First name; empty when anonymised', 'Prénom ; vide si anonymisé'),
    field('last_name', 'Last name; empty when anonymised', 'Nom ; vide si anonymisé'),
    field('initials', 'Initials (H. L. G.)', 'Initiales (H. L. G.)'),
    field('job_title', 'Job title; the grade when anonymised', 'Intitulé du poste ; le grade si anonymisé'),
    field('grade', 'Grade', 'Grade'),
    field('years_of_experience', 'Years of experience, worded', 'Années d’expérience, en toutes lettres'),
    field('summary', 'The resume’s summary', 'Le résumé du CV'),
    field('email', 'Email; empty when anonymised', 'E-mail ; vide si anonymisé'),
    field('business_unit', 'Business unit', 'Business unit'),
    field('date', 'The day the CV was made', 'Date à laquelle le CV a été produit'),
  ],
  loops: [
    {
      ...field(
        'experiences',
        'Professional experience, latest first',
        'Expériences, la plus récente d’abord',
      ),
      fields: [
        field('role', 'Role', 'Rôle'),
        field('client', 'Client', 'Client'),
        field('period', 'Start – end (or present)', 'Début – fin (ou aujourd’hui)'),
        field('description', 'What was done', 'Ce qui a été fait'),
        field(
          'skills',
          'Skills practised, comma-separated',
          'Compétences pratiquées, séparées par des virgules',
        ),
      ],
    },
    {
      ...field('skills', 'Skills (technical, then sectorial)', 'Compétences (techniques, puis sectorielles)'),
      fields: [field('skill', 'The skill', 'La compétence')],
    },
    {
      ...field('languages', 'Spoken languages', 'Langues parlées'),
      fields: [field('language', 'Language', 'Langue'), field('level', 'Level', 'Niveau')],
    },
    {
      ...field('education', 'Diplomas', 'Diplômes'),
      fields: [
        field('degree', 'Diploma', 'Diplôme'),
        field('school', 'School', 'École'),
        field('year', 'Year', 'Année'),
      ],
    },
    {
      ...field('certifications', 'Certifications', 'Certifications'),
      fields: [field('certification', 'The certification', 'La certification')],
    },
    {
      ...field('credentials', 'Client references (credentials)', 'Références clients'),
      fields: [
        field('reference', 'Credential — client', 'Référence — client'),
        field('year', 'Year', 'Année'),
        field('contribution', 'The person’s contribution', 'La contribution de la personne'),
      ],
    },
  ] satisfies readonly CvTemplateLoop[],
  conditions: [
    field('anonymised', 'Shown only in an anonymised CV', 'Affiché seulement dans un CV anonymisé'),
    field('named', 'Shown only in a CV with the name', 'Affiché seulement dans un CV nominatif'),
  ],
  images: [
    field('photo', 'The photo (none when anonymised), 3 × 3 cm', 'La photo (aucune si anonymisé), 3 × 3 cm'),
  ],
} as const;

/** `cv_templates` records: a firm's Word template for CVs, with its versions. */
export const CvTemplateVersion = z.object({
  id: z.string(),
  number: z.number().int(),
  file_name: z.string(),
  size: z.number().int(),
  uploaded_by: PersonRef.nullable(),
  created_at: z.string(),
  published_at: z.string().nullable(),
});
export type CvTemplateVersion = z.infer<typeof CvTemplateVersion>;

export const CvTemplate = z.object({
  id: z.string(),
  name: z.string(),
  language: z.enum(RESUME_LANGUAGES),
  purpose: z.enum(CV_TEMPLATE_PURPOSES),
  is_default: z.boolean(),
  /** The version CVs are made with; null until one is published. */
  published_version_id: z.string().nullable(),
  versions: z.array(CvTemplateVersion),
  updated_at: z.string(),
});
export type CvTemplate = z.infer<typeof CvTemplate>;

/** The firm's published templates, as every CV download offers them (no versions, no authors). */
export const CvTemplateChoice = CvTemplate.pick({
  id: true,
  name: true,
  language: true,
  purpose: true,
  is_default: true,
});
export type CvTemplateChoice = z.infer<typeof CvTemplateChoice>;

/** The form fields sent with a new template's first file (multipart). */
export const CvTemplateFields = z.strictObject({
  name: z.string().trim().min(1).max(TEXT_SHORT),
  language: z.enum(RESUME_LANGUAGES),
  purpose: z.enum(CV_TEMPLATE_PURPOSES),
});
export type CvTemplateFields = z.infer<typeof CvTemplateFields>;

export const CvTemplatePatch = CvTemplateFields.partial();
export type CvTemplatePatch = z.infer<typeof CvTemplatePatch>;

/** Which version to publish (the template's latest when absent). */
export const CvTemplatePublishInput = z.strictObject({ version_id: z.uuid().optional() });

/** The response header naming the template version that made a CV (absent: the built-in layout). */
export const CV_TEMPLATE_VERSION_HEADER = 'x-cv-template-version';
