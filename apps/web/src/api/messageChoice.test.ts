// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { chooseErrorMessage, chooseSuccessMessage, DEFAULT_ERROR } from './messageChoice';

describe('chooseErrorMessage (SPEC.md §8 order)', () => {
  const body = { msg: 'from msg', message: 'from message', err: 'from err', error: 'from error' };

  it('takes a supplied string first', () => {
    expect(
      chooseErrorMessage(400, body, { errorMessage: 'supplied', statusMessages: { 400: 'status' } }),
    ).toEqual({ msg: 'supplied' });
  });

  it('then the per-status message', () => {
    expect(chooseErrorMessage(400, body, { statusMessages: { 400: 'status', 404: 'other' } })).toEqual({
      msg: 'status',
    });
    expect(chooseErrorMessage(403, body, { statusMessages: { 400: 'status' } })).toEqual({ msg: 'from msg' });
  });

  it('takes the code and the values of a message beside its words', () => {
    const refusal = { code: 'tags.inUse', params: { count: 2 }, msg: 'This tag is used 2 times' };
    expect(chooseErrorMessage(409, refusal)).toEqual(refusal);
    expect(chooseErrorMessage(409, { code: 'forbidden', msg: 'No' })).toEqual({
      code: 'forbidden',
      msg: 'No',
    });
    expect(chooseSuccessMessage(200, { code: 'updated', msg: 'Updated successfully', id: '1' })).toEqual({
      code: 'updated',
      msg: 'Updated successfully',
    });
  });

  it('then msg, message, err, error of the answer', () => {
    expect(chooseErrorMessage(400, body)).toEqual({ msg: 'from msg' });
    expect(chooseErrorMessage(400, { message: 'm', err: 'e' })).toEqual({ msg: 'm' });
    expect(chooseErrorMessage(400, { err: 'e', error: 'x' })).toEqual({ msg: 'e' });
    expect(chooseErrorMessage(400, { error: 'x' })).toEqual({ msg: 'x' });
  });

  it('else the default text', () => {
    expect(chooseErrorMessage(500, undefined)).toEqual(DEFAULT_ERROR);
    expect(chooseErrorMessage(500, 'plain text')).toEqual(DEFAULT_ERROR);
    expect(chooseErrorMessage(500, { msg: '', error: { nested: true } })).toEqual(DEFAULT_ERROR);
    expect(DEFAULT_ERROR).toEqual({ code: 'internal', msg: 'An error has occurred. Please try again.' });
  });
});

describe('chooseSuccessMessage', () => {
  it('takes supplied, per-status, msg, then message', () => {
    expect(chooseSuccessMessage(201, { msg: 'm' }, { successMessage: 's' })).toEqual({ msg: 's' });
    expect(chooseSuccessMessage(201, { msg: 'm' }, { statusMessages: { 201: 'st' } })).toEqual({ msg: 'st' });
    expect(chooseSuccessMessage(200, { msg: 'm', message: 'x' })).toEqual({ msg: 'm' });
    expect(chooseSuccessMessage(200, { message: 'x' })).toEqual({ msg: 'x' });
    expect(chooseSuccessMessage(200, { id: '1' })).toBeUndefined();
  });
});
