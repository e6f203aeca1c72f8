import { Faker, base, en, fr } from '@faker-js/faker';
import type { users, SpokenLanguageRow } from '../../platform/users/users.tables.ts';
import { BUSINESS_UNITS, type BusinessLine, type BusinessUnit } from './business-units.ts';
import {
  DEGREES,
  FIRM_WIDE_SKILLS,
  GRADES,
  HUBS,
  MARKETS,
  OTHER_LANGUAGES,
  PRONOUNS,
  REFERENCE_YEAR,
  SCHOOLS,
  type Grade,
  type Hub,
} from './firm-catalogue.ts';

/** A row for the `users` table; the search columns are left to the table's trigger. */
export type PersonRow = typeof users.$inferInsert;

export const DEMO_EMAIL_DOMAIN = 'atrium.demo';

/**
 * Optional profile fields a person may have left empty. Organisation fields (grade, BU, hub…)
 * are HR's and always set; the rest is what makes completion rates differ.
 */
const OPTIONAL_FIELDS = [
  'pronouns',
  'years_of_experience',
  'linkedin',
  'mobile',
  'languages',
  'diplomas',
  'certificates',
  'sectorial_skills',
  'job_profiles',
] as const satisfies readonly (keyof PersonRow)[];

type Fakers = { fr: Faker; en: Faker };

/**
 * `count` people of a French consulting firm, the same ones for the same seed: the demo firm
 * uses it for a few hundred people, the benchmarks for tens of thousands. Emails are unique
 * among themselves and avoid `reservedEmails`.
 */
export function generatePeople({
  count,
  seed,
  reservedEmails = [],
}: {
  count: number;
  seed: number;
  reservedEmails?: Iterable<string>;
}): PersonRow[] {
  // Two generators, because a faker draws names from its first locale only; each keeps its own
  // sequence, so the output depends on the seed alone.
  const fakers: Fakers = { fr: new Faker({ locale: [fr, en, base] }), en: new Faker({ locale: [en, base] }) };
  fakers.fr.seed(seed);
  fakers.en.seed(seed + 1);
  const emails = new UniqueEmails(reservedEmails);
  return Array.from({ length: count }, () => generatePerson(fakers, emails));
}

function generatePerson(fakers: Fakers, emails: UniqueEmails): PersonRow {
  const faker = fakers.fr;
  const pick = faker.helpers;
  const hub = weighted(faker, HUBS);
  const sex = faker.helpers.arrayElement(['female', 'male'] as const);
  const names = faker.datatype.boolean(hub.englishNames) ? fakers.en : fakers.fr;
  const first_name = names.person.firstName(sex);
  const last_name = names.person.lastName();
  const unit = weighted(faker, BUSINESS_UNITS);
  const line = pick.arrayElement(unit.lines);
  const market = weighted(faker, MARKETS);
  const grade = weighted(faker, GRADES);
  const years = faker.number.int({ min: grade.years[0], max: grade.years[1] });
  const jobProfiles = jobProfilesFor(faker, grade, line);

  const person: PersonRow = {
    email: emails.take(first_name, last_name),
    first_name,
    last_name,
    pronouns: faker.datatype.boolean(0.3) ? pronounsFor(faker, sex) : null,
    job_title: jobTitle(grade, unit, line, jobProfiles[0]!),
    grade: grade.name,
    position: pick.arrayElement(grade.positions),
    business_unit: unit.name,
    business_line: line.name,
    hub: hub.name,
    market: market.name,
    years_of_experience: years,
    linkedin: faker.datatype.boolean(0.85)
      ? `https://www.linkedin.com/in/${slug(`${first_name} ${last_name}`)}-${faker.string.alphanumeric({ length: 6, casing: 'lower' })}`
      : null,
    mobile: faker.datatype.boolean(0.8)
      ? faker.helpers.replaceSymbols(faker.helpers.arrayElement(hub.mobiles))
      : null,
    languages: languagesFor(faker, hub, names === fakers.en, grade),
    diplomas: diplomasFor(faker, years),
    certificates: pick.arrayElements(line.certificates, {
      min: 0,
      max: Math.min(3, 1 + GRADES.indexOf(grade)),
    }),
    technical_skills: technicalSkills(faker, line),
    sectorial_skills: sectorialSkills(faker, market.skills),
    job_profiles: jobProfiles,
  };
  return leaveGaps(faker, person);
}

/** About a third of the firm has not finished its profile, a few barely started it. */
function leaveGaps(faker: Faker, person: PersonRow): PersonRow {
  const tier = faker.helpers.weightedArrayElement([
    { weight: 62, value: 'complete' },
    { weight: 26, value: 'partial' },
    { weight: 12, value: 'sparse' },
  ] as const);
  if (tier === 'complete') return person;
  const dropped =
    tier === 'sparse' ? OPTIONAL_FIELDS : faker.helpers.arrayElements(OPTIONAL_FIELDS, { min: 2, max: 4 });
  const gaps = Object.fromEntries(dropped.map((field) => [field, emptyValue(field)]));
  if (tier === 'sparse' && faker.datatype.boolean(0.5)) gaps.technical_skills = [];
  return { ...person, ...gaps };
}

const emptyValue = (field: (typeof OPTIONAL_FIELDS)[number]) =>
  field === 'pronouns' || field === 'years_of_experience' || field === 'linkedin' || field === 'mobile'
    ? null
    : [];

function weighted<T extends { share: number }>(faker: Faker, items: readonly T[]): T {
  return faker.helpers.weightedArrayElement(items.map((item) => ({ weight: item.share, value: item })));
}

function pronounsFor(faker: Faker, sex: keyof typeof PRONOUNS): string {
  return faker.datatype.boolean(0.05) ? 'they/them' : PRONOUNS[sex];
}

function jobProfilesFor(faker: Faker, grade: Grade, line: BusinessLine): string[] {
  const profiles = faker.helpers.arrayElements(line.jobProfiles, { min: 1, max: 2 });
  // From manager up, most people run engagements whatever their speciality.
  if (GRADES.indexOf(grade) >= 3 && faker.datatype.boolean(0.5)) profiles.push('Project Manager');
  return [...new Set(profiles)];
}

/** A title that reads right for the grade: juniors carry their craft, seniors their practice. */
function jobTitle(grade: Grade, unit: BusinessUnit, line: BusinessLine, profile: string): string {
  switch (grade.name) {
    case 'Analyst':
      return `Junior ${profile}`;
    case 'Consultant':
      return profile;
    case 'Senior Consultant':
      return `Senior ${profile}`;
    case 'Manager':
      return profile === 'Project Manager' ? profile : `Lead ${profile}`;
    case 'Senior Manager':
      return `Senior Manager, ${line.name}`;
    case 'Director':
      return `Director, ${line.name}`;
    default:
      return `Partner, ${unit.name}`;
  }
}

/** Mostly the line's own skills, with a few firm-wide ones; 3 to 10 in all. */
function technicalSkills(faker: Faker, line: BusinessLine): string[] {
  const own = faker.helpers.arrayElements(line.technicalSkills, {
    min: 3,
    max: Math.min(8, line.technicalSkills.length),
  });
  const shared = faker.helpers.arrayElements(FIRM_WIDE_SKILLS, { min: 0, max: 3 });
  return [...new Set([...own, ...shared])].slice(0, 10);
}

/** One to five skills of the person's market, sometimes one from a market they worked in before. */
function sectorialSkills(faker: Faker, marketSkills: readonly string[]): string[] {
  const skills = faker.helpers.arrayElements(marketSkills, { min: 1, max: Math.min(4, marketSkills.length) });
  if (faker.datatype.boolean(0.25))
    skills.push(faker.helpers.arrayElement(faker.helpers.arrayElement(MARKETS).skills));
  return [...new Set(skills)].slice(0, 5);
}

function languagesFor(faker: Faker, hub: Hub, englishName: boolean, grade: Grade): SpokenLanguageRow[] {
  const level = (levels: SpokenLanguageRow['level'][]) => faker.helpers.arrayElement(levels);
  const languages: SpokenLanguageRow[] = [];
  if (hub.name === 'Casablanca') {
    languages.push({ code: 'ar', level: 'native' }, { code: 'fr', level: level(['fluent', 'native']) });
  } else if (englishName) {
    languages.push(
      { code: 'en', level: 'native' },
      { code: 'fr', level: level(['intermediate', 'advanced', 'fluent']) },
    );
  } else {
    languages.push({ code: 'fr', level: 'native' });
  }
  if (!englishName) {
    // Seniors have spent longer on international engagements.
    const senior = GRADES.indexOf(grade) >= 3;
    languages.push({
      code: 'en',
      level: level(senior ? ['advanced', 'fluent'] : ['intermediate', 'advanced', 'fluent']),
    });
  }
  if (hub.name === 'Brussels' && faker.datatype.boolean(0.5)) {
    languages.push({ code: 'nl', level: level(['intermediate', 'advanced', 'fluent', 'native']) });
  }
  if (faker.datatype.boolean(0.35)) {
    const code = faker.helpers.arrayElement(OTHER_LANGUAGES);
    if (!languages.some((language) => language.code === code)) {
      languages.push({ code, level: level(['beginner', 'intermediate', 'advanced']) });
    }
  }
  return languages;
}

/** A degree finished just before the first job; now and then a second one (an MBA, a double degree). */
function diplomasFor(faker: Faker, years: number): PersonRow['diplomas'] {
  const count = faker.helpers.weightedArrayElement([
    { weight: 8, value: 0 },
    { weight: 72, value: 1 },
    { weight: 20, value: 2 },
  ]);
  return faker.helpers.arrayElements(DEGREES, count).map((degree, index) => ({
    school: faker.helpers.arrayElement(SCHOOLS),
    name: degree.name,
    level: degree.level,
    year: REFERENCE_YEAR - years - index * faker.number.int({ min: 1, max: 3 }),
  }));
}

/** Lower case ASCII with dashes: 'Hélène Le Gall' → 'helene-le-gall'. */
export function slug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** first.last@atrium.demo, numbered from 2 when the firm already has that name. */
class UniqueEmails {
  readonly #taken: Set<string>;
  /** Next number to try per name, so 100,000 people with common names stay linear. */
  readonly #next = new Map<string, number>();

  constructor(reserved: Iterable<string>) {
    this.#taken = new Set([...reserved].map((email) => email.toLowerCase()));
  }

  take(firstName: string, lastName: string): string {
    const local = `${slug(firstName)}.${slug(lastName)}`;
    let n = this.#next.get(local) ?? 1;
    let email = `${local}@${DEMO_EMAIL_DOMAIN}`;
    while (this.#taken.has(email)) {
      n += 1;
      email = `${local}${n}@${DEMO_EMAIL_DOMAIN}`;
    }
    this.#next.set(local, n);
    this.#taken.add(email);
    return email;
  }
}
