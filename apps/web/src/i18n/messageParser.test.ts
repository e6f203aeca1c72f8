import { parse as icuParse } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { parse } from './messageParser';

describe('the run-time message parser of the browser build', () => {
  it.each([
    'You now follow this group',
    '{name} is listed more than once',
    'A group has at most {max} leaders',
    "Who's who: { first } and {second}.",
    '',
  ])('reads %j as the ICU parser does', (text) => {
    expect(parse(text)).toEqual(icuParse(text));
  });

  it.each([
    '{count, plural, one {# post} other {# posts}}',
    'a <b>bold</b> word',
    "quoted '{name}'",
    'a } alone',
  ])('refuses %j, which only the ICU parser reads', (text) => {
    expect(() => parse(text)).toThrow();
  });
});
