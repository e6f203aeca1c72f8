import { RESUME_SECTIONS, type ResumeLanguage } from '@atrium/contract';
import type { ExperienceRow } from '../people/people.tables.ts';
import type { CvTemplateSource } from './template-data.ts';

const experience = (
  id: string,
  fields: Pick<ExperienceRow, 'client' | 'role' | 'start_date' | 'end_date' | 'description' | 'skills'>,
): ExperienceRow =>
  ({ id, user_id: 'demo', created_at: new Date(0), updated_at: new Date(0), ...fields }) as ExperienceRow;

const WORDS = {
  en: {
    summary: 'Data engineer who turns scattered data into products teams rely on.',
    roles: ['Lead data engineer', 'Data engineer'],
    texts: [
      'Built the claims data platform; cut the monthly close from 5 days to 1.',
      'Moved reporting to the cloud.',
    ],
    degree: 'MSc Computer Science',
    contribution: 'Designed the pipeline and coached the client’s team.',
  },
  fr: {
    summary: 'Ingénieure data qui fait de données éparses des produits sur lesquels les équipes comptent.',
    roles: ['Ingénieure data principale', 'Ingénieure data'],
    texts: [
      'A construit la plateforme de données sinistres ; clôture mensuelle passée de 5 jours à 1.',
      'A migré le reporting dans le cloud.',
    ],
    degree: 'Master informatique',
    contribution: 'A conçu le pipeline et accompagné l’équipe du client.',
  },
};

/**
 * Camille Demo, a person who exists nowhere: a template's preview is filled with her, so an
 * administrator sees every placeholder filled before publishing, without anyone's data.
 */
export function demoCvSource(language: ResumeLanguage, anonymised: boolean): CvTemplateSource {
  const words = WORDS[language];
  return {
    person: {
      first_name: 'Camille',
      last_name: 'Demo',
      email: 'camille.demo@atrium.demo',
      business_unit: 'Data & AI',
      job_title: words.roles[0]!,
      grade: 'Manager',
      years_of_experience: 9,
      languages: [
        { code: 'fr', level: 'native' },
        { code: 'en', level: 'fluent' },
      ],
      diplomas: [{ school: 'Université Paris-Saclay', name: words.degree, level: 'Master', year: 2016 }],
      certificates: ['AWS Certified Data Engineer', 'Databricks Data Engineer Professional'],
      technical_skills: ['Python', 'Spark', 'dbt', 'Airflow'],
      sectorial_skills: ['Insurance'],
    },
    resume: { summary: words.summary, sections: [...RESUME_SECTIONS], skills: null, experience_ids: null },
    experiences: [
      experience('demo-1', {
        client: 'Assurances Horizon',
        role: words.roles[0]!,
        start_date: '2023-04-01',
        end_date: null,
        description: words.texts[0]!,
        skills: ['Spark', 'dbt'],
      }),
      experience('demo-2', {
        client: 'Banque Lumière',
        role: words.roles[1]!,
        start_date: '2020-01-01',
        end_date: '2023-03-31',
        description: words.texts[1]!,
        skills: ['Python', 'Airflow'],
      }),
    ],
    picture: null,
    anonymised,
    references: [
      { title: 'Claims data platform — Assurances Horizon', meta: '2024', text: words.contribution },
    ],
    madeOn: new Date(),
  };
}
