import { describe, expect, it } from 'vitest';
import { fieldMessages, fillMessage, message } from './coded-message.ts';

describe('message', () => {
  it('gives the code, the values and the English text filled in', () => {
    expect(message('groups.rule.leaderAndMember', { name: 'Karim Benali' })).toEqual({
      code: 'groups.rule.leaderAndMember',
      params: { name: 'Karim Benali' },
      msg: 'Karim Benali is a leader and cannot also be a member',
    });
    expect(message('groups.rule.tooManyLeaders', { max: 3 }).msg).toBe('A group has at most 3 leaders');
  });

  it('has no params when the message has no values', () => {
    expect(message('forbidden')).toEqual({ code: 'forbidden', msg: 'You are not allowed to do this' });
  });
});

describe('fillMessage', () => {
  it('leaves a placeholder without a value as it is', () => {
    expect(fillMessage('{name} has {count} tags', { count: 2 })).toBe('{name} has 2 tags');
  });

  it('writes a number as English does, and a text as it is', () => {
    expect(message('textTooLong', { max: 3000 }).msg).toBe('At most 3,000 characters');
    expect(fillMessage('{name} is used {count} times', { name: '2026', count: 12345 })).toBe(
      '2026 is used 12,345 times',
    );
  });
});

describe('fieldMessages', () => {
  it('puts each field’s English text in errors and its code in error_codes', () => {
    expect(
      fieldMessages({
        name: message('tags.alreadyListed'),
        size: { msg: 'Too big: expected number to be <=100' },
      }),
    ).toEqual({
      errors: { name: 'Already in the list', size: 'Too big: expected number to be <=100' },
      error_codes: { name: { code: 'tags.alreadyListed' } },
    });
  });
});
