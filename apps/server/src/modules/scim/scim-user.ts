import { TEXT_SHORT, UserCreate, UserPatch } from '@atrium/contract';
import { z } from 'zod';
import type { UserRow } from '../../platform/users/users.tables.ts';
import { ScimError } from './scim-errors.ts';
import { ENTERPRISE_SCHEMA } from './scim-patch.ts';
import type { ScimUserRow } from './scim.tables.ts';

export const USER_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:User';

type Json = Record<string, unknown>;

/** What SCIM writes of a person: the profile fields SPEC names, their status, and the provider's extras. */
export type ScimProfile = {
  email: string;
  first_name: string;
  last_name: string;
  job_title: string | null;
  mobile: string | null;
  business_unit: string | null;
  business_line: string | null;
  /** Absent: the account stays as it is (a PUT that omits it reopens nothing). */
  active: boolean | undefined;
  /** The work (else primary) address of `emails`, if sent: never stored, but checked as userName is. */
  work_email: string | null;
  external_id: string | null;
  employee_number: string | null;
  manager_id: string | null;
};

/** The person's side of a SCIM User: the profile row and the provider's extras, if any. */
export type ScimPerson = {
  user: Pick<
    UserRow,
    | 'id'
    | 'email'
    | 'first_name'
    | 'last_name'
    | 'job_title'
    | 'mobile'
    | 'business_unit'
    | 'business_line'
    | 'status'
    | 'created_at'
    | 'updated_at'
  >;
  scim: Pick<ScimUserRow, 'external_id' | 'employee_number' | 'manager_id'> | null;
};

/** The version of a person for SCIM's ETags: every SCIM write moves `updated_at`. */
export const versionOf = (person: ScimPerson) => `W/"${person.user.updated_at.getTime()}"`;

/** A person as a SCIM User (RFC 7643 §4.1, with the enterprise extension of §4.3). */
export function toScimUser(person: ScimPerson, location: string): Json {
  const { user, scim } = person;
  const enterprise = {
    ...(user.business_unit && { department: user.business_unit }),
    ...(user.business_line && { division: user.business_line }),
    ...(scim?.employee_number && { employeeNumber: scim.employee_number }),
    ...(scim?.manager_id && { manager: { value: scim.manager_id } }),
  };
  return {
    schemas: [USER_SCHEMA, ENTERPRISE_SCHEMA],
    id: user.id,
    ...(scim?.external_id && { externalId: scim.external_id }),
    userName: user.email,
    name: {
      givenName: user.first_name,
      familyName: user.last_name,
      formatted: `${user.first_name} ${user.last_name}`,
    },
    displayName: `${user.first_name} ${user.last_name}`,
    ...(user.job_title && { title: user.job_title }),
    active: user.status !== 'left',
    emails: [{ value: user.email, type: 'work', primary: true }],
    phoneNumbers: user.mobile ? [{ value: user.mobile, type: 'mobile' }] : [],
    [ENTERPRISE_SCHEMA]: enterprise,
    meta: {
      resourceType: 'User',
      created: user.created_at.toISOString(),
      lastModified: user.updated_at.toISOString(),
      location,
      version: versionOf(person),
    },
  };
}

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** An attribute whatever the case of its name (SCIM's names ignore case). */
const attribute = (object: unknown, name: string): unknown => {
  if (!isObject(object)) return undefined;
  const key = Object.keys(object).find((candidate) => candidate.toLowerCase() === name.toLowerCase());
  return key === undefined ? undefined : object[key];
};

const invalid = (detail: string) => new ScimError(400, detail, 'invalidValue');

/** Text, a number as text (an employee number), nothing as null. */
function text(value: unknown, name: string): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value === 'number') return String(value);
  if (typeof value !== 'string') throw invalid(`${name} must be a string`);
  return value.trim() === '' ? null : value.trim();
}

/** Entra ID sends `"active": "False"`, as a string; Okta a boolean. Absent: undefined, left as it is. */
function activeFlag(value: unknown): boolean | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'boolean') return value;
  if (typeof value === 'string' && /^(true|false)$/i.test(value.trim()))
    return value.trim().toLowerCase() === 'true';
  throw invalid('active must be true or false');
}

/** The value of the element of a multi-valued attribute of a type, else the primary one, else the first. */
function valueOf(list: unknown, types: string[], name: string): string | null {
  if (list === undefined || list === null) return null;
  if (!Array.isArray(list)) throw invalid(`${name} must be a list`);
  const elements = list.filter(isObject);
  const chosen =
    types
      .map((type) => elements.find((e) => String(attribute(e, 'type') ?? '').toLowerCase() === type))
      .find(Boolean) ??
    elements.find((e) => attribute(e, 'primary') === true) ??
    elements[0];
  return chosen ? text(attribute(chosen, 'value'), `${name}.value`) : null;
}

/** Entra ID sends the manager as their id alone, Okta as `{ value }`. */
function managerId(value: unknown): string | null {
  return text(isObject(value) ? attribute(value, 'value') : value, 'manager');
}

/** Atrium's limits on what SCIM writes: the very schemas HR's forms are checked with. */
const ProfileChecks = z.object({
  email: UserCreate.shape.email,
  first_name: UserCreate.shape.first_name,
  last_name: UserCreate.shape.last_name,
  job_title: UserPatch.shape.job_title,
  mobile: UserPatch.shape.mobile,
  business_unit: UserPatch.shape.business_unit,
  business_line: UserPatch.shape.business_line,
  active: z.boolean().optional(),
  work_email: UserCreate.shape.email.nullable(),
  external_id: z.string().max(TEXT_SHORT).nullable(),
  employee_number: z.string().max(TEXT_SHORT).nullable(),
  manager_id: z.uuid().nullable(),
});

/** Each profile field by its SCIM name, to say which attribute a refusal is about. */
const SCIM_NAMES: Record<keyof ScimProfile, string> = {
  email: 'userName',
  first_name: 'name.givenName',
  last_name: 'name.familyName',
  job_title: 'title',
  mobile: 'phoneNumbers',
  business_unit: 'department',
  business_line: 'division',
  active: 'active',
  work_email: 'emails',
  external_id: 'externalId',
  employee_number: 'employeeNumber',
  manager_id: 'manager',
};

/**
 * Reads a SCIM User (a POST's or PUT's body, or the result of a PATCH) into the profile: userName
 * is the firm email, the name's two parts are required (Atrium has no person without them), what
 * Atrium keeps nothing of is ignored. Nothing here can name a role: SCIM never grants one.
 */
export function readScimUser(resource: unknown): ScimProfile {
  if (!isObject(resource)) throw new ScimError(400, 'A User must be a JSON object', 'invalidSyntax');
  const name = attribute(resource, 'name');
  const enterprise = attribute(resource, ENTERPRISE_SCHEMA);
  const profile = {
    email: text(attribute(resource, 'userName'), 'userName'),
    first_name: text(attribute(name, 'givenName'), 'name.givenName'),
    last_name: text(attribute(name, 'familyName'), 'name.familyName'),
    job_title: text(attribute(resource, 'title'), 'title'),
    mobile: valueOf(attribute(resource, 'phoneNumbers'), ['mobile', 'work'], 'phoneNumbers'),
    business_unit: text(attribute(enterprise, 'department'), 'department'),
    business_line: text(attribute(enterprise, 'division'), 'division'),
    active: activeFlag(attribute(resource, 'active')),
    work_email: valueOf(attribute(resource, 'emails'), ['work'], 'emails'),
    external_id: text(attribute(resource, 'externalId'), 'externalId'),
    employee_number: text(attribute(enterprise, 'employeeNumber'), 'employeeNumber'),
    manager_id: managerId(attribute(enterprise, 'manager')),
  };
  const checked = ProfileChecks.safeParse(profile);
  if (!checked.success) {
    const fields = [
      ...new Set(checked.error.issues.map((issue) => SCIM_NAMES[issue.path[0] as keyof ScimProfile])),
    ];
    throw invalid(`Not accepted: ${fields.join(', ')}`);
  }
  return checked.data as ScimProfile;
}
