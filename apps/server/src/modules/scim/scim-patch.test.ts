import { describe, expect, it } from 'vitest';
import { applyScimPatch, ENTERPRISE_SCHEMA, ScimPatchBody } from './scim-patch.ts';

const user = () => ({
  userName: 'ada@contoso.com',
  name: { givenName: 'Ada', familyName: 'Lovelace' },
  emails: [{ value: 'ada@contoso.com', type: 'work', primary: true }],
  active: true,
  [ENTERPRISE_SCHEMA]: { department: 'Maths' },
});
const patch = (...Operations: unknown[]) => ScimPatchBody.parse({ Operations });

describe('applyScimPatch', () => {
  it('replaces a sub-attribute and a filtered value, whatever the case of the names', () => {
    const result = applyScimPatch(
      user(),
      patch(
        { op: 'Replace', path: 'NAME.givenname', value: 'Augusta' },
        { op: 'replace', path: 'emails[type eq "WORK"].value', value: 'ada@lovelace.org' },
      ),
    );
    expect(result.name).toEqual({ givenName: 'Augusta', familyName: 'Lovelace' });
    expect(result.emails).toEqual([{ value: 'ada@lovelace.org', type: 'work', primary: true }]);
  });

  it("merges a path-less replace's object, dotted keys and the extension included (Okta, Entra)", () => {
    const result = applyScimPatch(
      user(),
      patch({
        op: 'replace',
        value: { active: false, 'name.familyName': 'King', [ENTERPRISE_SCHEMA]: { division: 'Engines' } },
      }),
    );
    expect(result).toMatchObject({
      active: false,
      name: { givenName: 'Ada', familyName: 'King' },
      [ENTERPRISE_SCHEMA]: { department: 'Maths', division: 'Engines' },
    });
  });

  it('adds to the extension by its URN path, adds a missing typed value, and removes', () => {
    const result = applyScimPatch(
      user(),
      patch(
        { op: 'Add', path: `${ENTERPRISE_SCHEMA}:manager`, value: '4b1c' },
        { op: 'Add', path: 'phoneNumbers[type eq "mobile"].value', value: '+44 20 7946 0000' },
        { op: 'Remove', path: `${ENTERPRISE_SCHEMA}:department` },
        { op: 'remove', path: 'emails[type eq "work"]' },
      ),
    );
    expect(result[ENTERPRISE_SCHEMA]).toEqual({ manager: '4b1c' });
    expect(result.phoneNumbers).toEqual([{ type: 'mobile', value: '+44 20 7946 0000' }]);
    expect(result.emails).toEqual([]);
  });

  it('leaves the resource it was given as it was', () => {
    const before = user();
    applyScimPatch(before, patch({ op: 'replace', path: 'name.givenName', value: 'X' }));
    expect(before.name.givenName).toBe('Ada');
  });

  it.each([
    [{ op: 'remove' }, 'noTarget'],
    [{ op: 'replace', value: 'not an object' }, 'invalidValue'],
    [{ op: 'replace', path: 'emails[type co "w"].value', value: 'x' }, 'invalidPath'],
    [{ op: 'replace', path: 'name..givenName', value: 'x' }, 'invalidPath'],
  ])('refuses %j with %s', (operation, scimType) => {
    expect(() => applyScimPatch(user(), patch(operation))).toThrow(
      expect.objectContaining({ status: 400, scimType }),
    );
  });
});
