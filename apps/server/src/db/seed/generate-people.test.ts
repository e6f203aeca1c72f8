import { UserPatch } from '@atrium/contract';
import { describe, expect, it } from 'vitest';
import { GRADES } from './firm-catalogue.ts';
import { generatePeople, type PersonRow } from './generate-people.ts';

const sut = generatePeople({ count: 2_000, seed: 7 });

/** The default profile's rate: the share of its twelve fields filled (a seeded person has no picture yet). */
const completion = (person: PersonRow) => {
  const filled = [
    person.pronouns,
    person.job_title,
    person.years_of_experience,
    person.linkedin,
    person.mobile,
    (person.languages ?? []).length > 0,
    (person.diplomas ?? []).length > 0,
    (person.certificates ?? []).length > 0,
    (person.technical_skills ?? []).length > 0,
    (person.sectorial_skills ?? []).length > 0,
    (person.job_profiles ?? []).length > 0,
  ].filter((value) => value !== null && value !== false && value !== '').length;
  return Math.round((filled / 12) * 100);
};

describe('generatePeople', () => {
  it('makes the same people for the same seed, and others for another', () => {
    expect(generatePeople({ count: 50, seed: 7 })).toEqual(sut.slice(0, 50));
    expect(generatePeople({ count: 50, seed: 8 })).not.toEqual(sut.slice(0, 50));
  });

  it('gives everyone a unique email, avoiding the reserved ones', () => {
    const reserved = sut.slice(0, 10).map((person) => person.email);
    const people = generatePeople({ count: 2_000, seed: 7, reservedEmails: reserved });
    const emails = new Set(people.map((person) => person.email));
    expect(emails.size).toBe(people.length);
    for (const email of reserved) expect(emails.has(email)).toBe(false);
    for (const email of emails) expect(email).toMatch(/^[a-z0-9-]+\.[a-z0-9-]+\d*@atrium\.demo$/);
  });

  it('keeps experience within what the grade usually has', () => {
    for (const person of sut) {
      const grade = GRADES.find((g) => g.name === person.grade)!;
      if (person.years_of_experience === null || person.years_of_experience === undefined) continue;
      expect(person.years_of_experience).toBeGreaterThanOrEqual(grade.years[0]);
      expect(person.years_of_experience).toBeLessThanOrEqual(grade.years[1]);
    }
  });

  it('fills profiles the API itself would accept', () => {
    for (const person of sut) {
      const { email: _email, ...profile } = person;
      expect(UserPatch.safeParse(profile).error).toBeUndefined();
    }
  });

  it('lists 3 to 10 technical and 1 to 5 sectorial skills where a profile has any', () => {
    for (const person of sut) {
      const technical = person.technical_skills ?? [];
      const sectorial = person.sectorial_skills ?? [];
      if (technical.length > 0) expect(technical.length).toBeGreaterThanOrEqual(3);
      expect(technical.length).toBeLessThanOrEqual(10);
      expect(sectorial.length).toBeLessThanOrEqual(5);
    }
  });

  it('leaves some profiles incomplete, so completion rates vary', () => {
    const rates = sut.map(completion);
    const complete = rates.filter((rate) => rate >= 75).length / rates.length;
    expect(complete).toBeGreaterThan(0.4);
    expect(complete).toBeLessThan(0.9);
    expect(Math.min(...rates)).toBeLessThan(30);
  });

  it('spreads the firm over units, hubs, markets and grades', () => {
    const distinct = (field: keyof PersonRow) => new Set(sut.map((person) => person[field])).size;
    expect(distinct('business_unit')).toBe(5);
    expect(distinct('hub')).toBeGreaterThanOrEqual(6);
    expect(distinct('market')).toBeGreaterThanOrEqual(8);
    expect(distinct('grade')).toBe(GRADES.length);
  });
});
