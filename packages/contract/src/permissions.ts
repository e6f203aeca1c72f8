import { z } from 'zod';
import { MESSAGES } from './messages.ts';
import { permissionString } from './permission-check.ts';

/** Roles of DESIGN.md. `guest` is every signed-in person; `newcomer` is restricted access. */
export const ROLES = ['guest', 'Management', 'HR', 'CSO', 'admin', 'newcomer'] as const;
export type Role = (typeof ROLES)[number];

export const ACTIONS = ['read', 'create', 'update', 'delete'] as const;
export type Action = (typeof ACTIONS)[number];

/**
 * Objects permissions are granted on. A permission string is `'{object} {action}'`;
 * `'{object} top'` style extra actions are listed in EXTRA_ACTIONS.
 */
export const PERMISSION_OBJECTS = [
  'users',
  'report',
  'permissions',
  'resume',
  'credentials',
  'solutions',
  'teams',
  'tags',
  'newcomers',
  'mentorship',
  'completion',
  'mail',
  'audit',
  'news',
  'wall',
  'assignments',
  /** API tokens of scripts and identity providers (the Integrations screen). */
  'integrations',
  /** The firm's Word CV templates (the CV templates screen). */
  'cv_templates',
] as const;
export type PermissionObject = (typeof PERMISSION_OBJECTS)[number];

/** Actions beyond the four CRUD ones, per object. */
export const EXTRA_ACTIONS: Partial<Record<PermissionObject, readonly string[]>> = {
  // Downloading anyone's resume as a file (a CV sent to a client) without managing their resumes.
  resume: ['download'],
  solutions: ['top'],
  credentials: ['top'],
};

/** Tag types; `'tag {type}'` lets a holder change tags of that type. */
export const TAG_TYPES = [
  'technical',
  'sectorial',
  'certificate',
  'market',
  'job_profile',
  'client',
  'business_unit',
  'business_line',
  'hub',
] as const;
export type TagType = (typeof TAG_TYPES)[number];

/**
 * The firm's reference lists among the tag types: a record names one of the list's values, and a
 * value not in the list is added only by a holder of `'tag {type}'` (others choose from the list).
 * Skills, certificates and job profiles stay open vocabularies anyone may grow.
 */
export const REFERENCE_LIST_TYPES = [
  'market',
  'client',
  'business_unit',
  'business_line',
  'hub',
] as const satisfies readonly TagType[];
export type ReferenceListType = (typeof REFERENCE_LIST_TYPES)[number];

/** `/api/c13s/v2/public/permissions`: the platform's roles and grants, beside the generic objects. */
export const permissionsApi = { module: 'public', object: 'permissions' } as const;

/** `GET /api/c13s/v2/public/permissions/self` */
export const SelfPermissions = z.object({
  roles: z.array(z.string()),
  implicit_permissions: z.array(z.string()),
});
export type SelfPermissions = z.infer<typeof SelfPermissions>;

/** A role with what it grants, for the permissions screen. */
export const RoleGrants = z.object({ role: z.string(), permissions: z.array(z.string()) });
export type RoleGrants = z.infer<typeof RoleGrants>;

/** Every permission that can be granted: each object's actions, then `'tag {type}'`. */
export const PERMISSION_CATALOGUE: readonly string[] = [
  ...PERMISSION_OBJECTS.flatMap((object) =>
    [...ACTIONS, ...(EXTRA_ACTIONS[object] ?? [])].map((action) => permissionString(object, action)),
  ),
  ...TAG_TYPES.map((type) => permissionString('tag', type)),
];

export const GrantInput = z.strictObject({
  role: z.enum(ROLES),
  permission: z.string().refine((value) => PERMISSION_CATALOGUE.includes(value), MESSAGES.unknownPermission),
});
export type GrantInput = z.infer<typeof GrantInput>;

export const UserRolesInput = z.strictObject({
  roles: z.array(z.enum(ROLES).exclude(['guest'])).max(ROLES.length),
});
export type UserRolesInput = z.infer<typeof UserRolesInput>;
