import { ENTERPRISE_SCHEMA } from './scim-patch.ts';
import { USER_SCHEMA } from './scim-user.ts';

/** Paging's largest page: a provider's full sync reads the directory a page at a time. */
export const SCIM_PAGE_MAX = 200;

/** RFC 7643 §5: what this service provider supports. */
export const serviceProviderConfig = (base: string) => ({
  schemas: ['urn:ietf:params:scim:schemas:core:2.0:ServiceProviderConfig'],
  documentationUri: base.replace(/\/scim\/v2$/, '/api/docs'),
  patch: { supported: true },
  bulk: { supported: false, maxOperations: 0, maxPayloadSize: 0 },
  filter: { supported: true, maxResults: SCIM_PAGE_MAX },
  changePassword: { supported: false },
  sort: { supported: false },
  etag: { supported: true },
  authenticationSchemes: [
    {
      type: 'oauthbearertoken',
      name: 'Bearer token',
      description: 'A SCIM token made by an administrator on the Integrations screen',
      primary: true,
    },
  ],
  meta: { resourceType: 'ServiceProviderConfig', location: `${base}/ServiceProviderConfig` },
});

/** RFC 7643 §6: Users only. Groups are not offered: SCIM must never grant a role (README). */
export const resourceTypes = (base: string) => [
  {
    schemas: ['urn:ietf:params:scim:schemas:core:2.0:ResourceType'],
    id: 'User',
    name: 'User',
    endpoint: '/Users',
    description: 'A person of the firm',
    schema: USER_SCHEMA,
    schemaExtensions: [{ schema: ENTERPRISE_SCHEMA, required: false }],
    meta: { resourceType: 'ResourceType', location: `${base}/ResourceTypes/User` },
  },
];

type Attribute = {
  name: string;
  type: 'string' | 'boolean' | 'complex' | 'reference';
  multiValued?: boolean;
  required?: boolean;
  mutability?: 'readOnly' | 'readWrite' | 'immutable';
  uniqueness?: 'none' | 'server';
  subAttributes?: Attribute[];
  description: string;
};

/** An attribute as RFC 7643 §7 describes it, with its defaults said. */
const attribute = ({ subAttributes, ...given }: Attribute): Record<string, unknown> => ({
  multiValued: false,
  required: false,
  caseExact: false,
  mutability: 'readWrite',
  returned: 'default',
  uniqueness: 'none',
  ...given,
  ...(subAttributes && { subAttributes: subAttributes.map(attribute) }),
});

const typedValues = (name: string, description: string): Attribute => ({
  name,
  type: 'complex',
  multiValued: true,
  description,
  subAttributes: [
    { name: 'value', type: 'string', description: 'The value' },
    { name: 'type', type: 'string', description: 'work, mobile…' },
    { name: 'primary', type: 'boolean', description: 'The one to use' },
  ],
});

/** RFC 7643 §7: the attributes Atrium keeps, and where each lands in the profile. */
export const schemas = (base: string) => [
  {
    schemas: ['urn:ietf:params:scim:schemas:core:2.0:Schema'],
    id: USER_SCHEMA,
    name: 'User',
    description: 'A person of the firm',
    attributes: [
      {
        name: 'userName',
        type: 'string',
        required: true,
        uniqueness: 'server',
        description: 'The firm email',
      },
      {
        name: 'name',
        type: 'complex',
        required: true,
        description: 'First and last names',
        subAttributes: [
          { name: 'givenName', type: 'string', required: true, description: 'First name' },
          { name: 'familyName', type: 'string', required: true, description: 'Last name' },
        ],
      },
      { name: 'displayName', type: 'string', mutability: 'readOnly', description: 'First and last names' },
      { name: 'title', type: 'string', description: 'Job title' },
      {
        name: 'active',
        type: 'boolean',
        description: 'false closes the account: no sign-in, sessions ended',
      },
      typedValues('emails', 'The firm email (userName)'),
      typedValues('phoneNumbers', 'The mobile phone'),
    ].map((given) => attribute(given as Attribute)),
    meta: { resourceType: 'Schema', location: `${base}/Schemas/${USER_SCHEMA}` },
  },
  {
    schemas: ['urn:ietf:params:scim:schemas:core:2.0:Schema'],
    id: ENTERPRISE_SCHEMA,
    name: 'EnterpriseUser',
    description: 'Enterprise User',
    attributes: [
      { name: 'department', type: 'string', description: 'Business unit' },
      { name: 'division', type: 'string', description: 'Business line' },
      { name: 'employeeNumber', type: 'string', description: 'Employee number' },
      {
        name: 'manager',
        type: 'complex',
        description: 'Their manager, a User of this service',
        subAttributes: [{ name: 'value', type: 'string', description: "The manager's id" }],
      },
    ].map((given) => attribute(given as Attribute)),
    meta: { resourceType: 'Schema', location: `${base}/Schemas/${ENTERPRISE_SCHEMA}` },
  },
];
