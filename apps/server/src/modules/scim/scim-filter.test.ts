import { describe, expect, it } from 'vitest';
import { ScimError } from './scim-errors.ts';
import { parseScimFilter } from './scim-filter.ts';

describe('parseScimFilter', () => {
  it.each([
    ['userName eq "ada@atrium.demo"', { attribute: 'userName', value: 'ada@atrium.demo' }],
    ['USERNAME EQ "ada@atrium.demo"', { attribute: 'userName', value: 'ada@atrium.demo' }],
    ['externalId eq "9f3c-01"', { attribute: 'externalId', value: '9f3c-01' }],
    ['externalId eq "say \\"hi\\""', { attribute: 'externalId', value: 'say "hi"' }],
    [
      'emails[type eq "work"].value eq "ada@atrium.demo"',
      { attribute: 'workEmail', value: 'ada@atrium.demo' },
    ],
  ])('reads %s', (filter, expected) => {
    expect(parseScimFilter(filter)).toEqual(expected);
  });

  it.each([
    'userName sw "ada"',
    'userName eq "a" or userName eq "b"',
    'displayName eq "Ada"',
    'emails[type eq "home"].value eq "ada@home"',
    'userName eq ada',
    'userName eq "unterminated',
    'userName eq "bad \\x escape"',
    '',
  ])('refuses %s with invalidFilter', (filter) => {
    expect(() => parseScimFilter(filter)).toThrow(ScimError);
    try {
      parseScimFilter(filter);
    } catch (error) {
      expect(error).toMatchObject({ status: 400, scimType: 'invalidFilter' });
    }
  });
});
