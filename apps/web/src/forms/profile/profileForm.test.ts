// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { aUser } from '../../test/factories';
import { peopleIssueKey } from '../../forms/peopleIssues';
import { profileFormSchema, profileFormValues, profilePatch } from './profileForm';

const person = aUser({
  years_of_experience: 4,
  languages: [{ code: 'fr', level: 'native' }],
  diplomas: [{ school: 'INSA Lyon', name: 'Engineering degree', level: null, year: 2016 }],
  grade: 'Consultant',
});

const issues = (manager: boolean, values: ReturnType<typeof profileFormValues>) => {
  const result = profileFormSchema(manager).safeParse(values, { error: peopleIssueKey });
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('the Edit my profile form', () => {
  it('turns empty text into "none" and numbers typed as text into numbers', () => {
    const values = { ...profileFormValues(person), pronouns: '  ', years_of_experience: '7' };
    const patch = profilePatch(values, false);
    expect(patch).toMatchObject({
      pronouns: null,
      years_of_experience: 7,
      diplomas: [{ school: 'INSA Lyon', name: 'Engineering degree', level: null, year: 2016 }],
    });
  });

  it('leaves the fields only HR may change out of a person’s own patch', () => {
    const values = { ...profileFormValues(person), grade: 'Partner', first_name: 'Someone' };
    const own = profilePatch(values, false);
    expect(own).not.toHaveProperty('grade');
    expect(own).not.toHaveProperty('first_name');
    expect(profilePatch(values, true)).toMatchObject({ grade: 'Partner', first_name: 'Someone' });
  });

  it('is checked by the contract, with the form’s own field paths', () => {
    expect(issues(false, profileFormValues(person))).toEqual({});
    const values = {
      ...profileFormValues(person),
      linkedin: 'not a link',
      years_of_experience: '200',
      languages: [{ code: '', level: '' as const }],
      diplomas: [{ school: '', name: 'MSc', level: '', year: '' }],
    };
    expect(issues(false, values)).toEqual({
      linkedin: 'invalid',
      years_of_experience: 'notAbove:70',
      'languages.0.code': 'required',
      'languages.0.level': 'required',
      'diplomas.0.school': 'required',
    });
    expect(issues(true, { ...profileFormValues(person), last_name: ' ' })).toEqual({ last_name: 'required' });
  });
});
