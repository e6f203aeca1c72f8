// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { chooseErrorMessage, chooseSuccessMessage, DEFAULT_ERROR_MESSAGE } from './messageChoice';

describe('chooseErrorMessage (SPEC.md §8 order)', () => {
  const body = { msg: 'from msg', message: 'from message', err: 'from err', error: 'from error' };

  it('takes a supplied string first', () => {
    expect(
      chooseErrorMessage(400, body, { errorMessage: 'supplied', statusMessages: { 400: 'status' } }),
    ).toBe('supplied');
  });

  it('then the per-status message', () => {
    expect(chooseErrorMessage(400, body, { statusMessages: { 400: 'status', 404: 'other' } })).toBe('status');
    expect(chooseErrorMessage(403, body, { statusMessages: { 400: 'status' } })).toBe('from msg');
  });

  it('then msg, message, err, error of the answer', () => {
    expect(chooseErrorMessage(400, body)).toBe('from msg');
    expect(chooseErrorMessage(400, { message: 'm', err: 'e' })).toBe('m');
    expect(chooseErrorMessage(400, { err: 'e', error: 'x' })).toBe('e');
    expect(chooseErrorMessage(400, { error: 'x' })).toBe('x');
  });

  it('else the default text', () => {
    expect(chooseErrorMessage(500, undefined)).toBe(DEFAULT_ERROR_MESSAGE);
    expect(chooseErrorMessage(500, 'plain text')).toBe(DEFAULT_ERROR_MESSAGE);
    expect(chooseErrorMessage(500, { msg: '', error: { nested: true } })).toBe(DEFAULT_ERROR_MESSAGE);
    expect(DEFAULT_ERROR_MESSAGE).toBe('An error has occurred. Please try again.');
  });
});

describe('chooseSuccessMessage', () => {
  it('takes supplied, per-status, msg, then message', () => {
    expect(chooseSuccessMessage(201, { msg: 'm' }, { successMessage: 's' })).toBe('s');
    expect(chooseSuccessMessage(201, { msg: 'm' }, { statusMessages: { 201: 'st' } })).toBe('st');
    expect(chooseSuccessMessage(200, { msg: 'm', message: 'x' })).toBe('m');
    expect(chooseSuccessMessage(200, { message: 'x' })).toBe('x');
    expect(chooseSuccessMessage(200, { id: '1' })).toBeUndefined();
  });
});
