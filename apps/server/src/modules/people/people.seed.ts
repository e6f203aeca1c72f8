import { BASE_RESUME_TITLE, RESUME_SECTIONS } from '@atrium/contract';
import { Faker, en } from '@faker-js/faker';
import { asc } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import { users } from '../../platform/users/users.tables.ts';
import { experiences, resumes } from './people.tables.ts';

const DEMO_SEED = 2027;
const BATCH = 500;

/** Past clients of the demo firm's consultants, by market. */
const CLIENTS_BY_MARKET: Record<string, readonly string[]> = {
  Banking: ['Banque Atlantique', 'Northbridge Bank', 'Crédit Rhodanien'],
  Insurance: ['Mutuelle des Alpes', 'Helvetia Life'],
  Energy: ['Volta Énergies', 'Nordgrid'],
  'Public sector': ['Ville de Lyon', 'Région Bretagne'],
  Retail: ['Maison Berthier', 'FreshMarket'],
  Healthcare: ['CHU de Bordeaux', 'Pharmalis'],
  Industry: ['Aerotec Industries', 'Ferrand Automobiles'],
};
const ANY_CLIENT = Object.values(CLIENTS_BY_MARKET).flat();

const ROLES = [
  'Business analyst',
  'Project manager',
  'Data engineer',
  'Developer',
  'Product owner',
  'Architect',
];
const MISSIONS = [
  'Framed the target operating model and led the workshops with the business teams.',
  'Delivered the data platform migration to the cloud, on time and within budget.',
  'Ran the agile transformation of three product teams and coached their product owners.',
  'Designed the reporting suite used every week by the executive committee.',
  'Led the vendor selection and the implementation of the new core system.',
  'Automated the month-end closing, saving four days per cycle.',
];

/**
 * Gives every demo person one to three past assignments and a base resume, so profiles, resumes
 * and the CV library show real content on a fresh install. Does nothing once assignments exist.
 */
export async function seedDemoResumes(db: DbOrTx): Promise<void> {
  const [any] = await db.select({ id: experiences.id }).from(experiences).limit(1);
  if (any) return;
  const people = await db
    .select({
      id: users.id,
      market: users.market,
      job_title: users.job_title,
      years: users.years_of_experience,
      skills: users.technical_skills,
    })
    .from(users)
    .orderBy(asc(users.email));
  const faker = new Faker({ locale: [en] });
  faker.seed(DEMO_SEED);
  const today = new Date('2026-06-30');

  const assignments: (typeof experiences.$inferInsert)[] = [];
  const baseResumes: (typeof resumes.$inferInsert)[] = [];
  for (const person of people) {
    const clients = (person.market && CLIENTS_BY_MARKET[person.market]) || ANY_CLIENT;
    let end: Date | null = null;
    for (let i = 0; i < faker.number.int({ min: 1, max: 3 }); i += 1) {
      const months = faker.number.int({ min: 4, max: 20 });
      const finish: Date = end ?? today;
      const start: Date = new Date(finish.getFullYear(), finish.getMonth() - months, 1);
      assignments.push({
        user_id: person.id,
        client: faker.helpers.arrayElement(clients),
        role: faker.helpers.arrayElement(ROLES),
        start_date: start.toISOString().slice(0, 10),
        end_date: end === null ? null : finish.toISOString().slice(0, 10),
        description: faker.helpers.arrayElement(MISSIONS),
        // Some of their skills, so their years per skill have periods to count; by arithmetic,
        // not faker, so the rest of the demo stays what it was.
        skills: [...person.skills.slice(i), ...person.skills.slice(0, i)].slice(0, 2 + (i % 2)),
      });
      end = new Date(start.getFullYear(), start.getMonth() - 1, 28);
    }
    baseResumes.push({
      user_id: person.id,
      title: BASE_RESUME_TITLE,
      sections: [...RESUME_SECTIONS],
      is_base: true,
      summary: `${person.job_title ?? 'Consultant'} with ${person.years ?? 1} years of experience${
        person.market ? ` in ${person.market.toLowerCase()}` : ''
      }.`,
    });
  }
  await db.transaction(async (tx) => {
    for (let i = 0; i < assignments.length; i += BATCH)
      await tx.insert(experiences).values(assignments.slice(i, i + BATCH));
    for (let i = 0; i < baseResumes.length; i += BATCH) {
      await tx
        .insert(resumes)
        .values(baseResumes.slice(i, i + BATCH))
        .onConflictDoNothing();
    }
  });
}
