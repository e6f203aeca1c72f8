import { faker } from '@faker-js/faker';
import type { Role } from '@atrium/contract';
import { hash } from 'argon2';
import type { Db } from '../db/database.ts';
import { accounts } from '../platform/a12n/a12n.tables.ts';
import type { PermissionService } from '../platform/permissions/permission-service.ts';
import { users, type UserRow } from '../platform/users/users.tables.ts';

export const TEST_PASSWORD = 'correct-horse-battery-staple';
let passwordHash: Promise<string> | undefined;

/**
 * Numbers each made person's address: faker draws names from a finite list, and a file that makes
 * hundreds of people (the access test, a row per route) met the same address twice.
 */
let made = 0;

export type PersonOverrides = Partial<typeof users.$inferInsert> & { roles?: Role[]; password?: string };

/** A person with a sign-in account (password TEST_PASSWORD unless given) and the given roles. */
export async function createPerson(
  deps: { db: Db; permissions: PermissionService },
  { roles = [], password, ...overrides }: PersonOverrides = {},
): Promise<UserRow> {
  const first = faker.person.firstName();
  const last = faker.person.lastName();
  const [user] = await deps.db
    .insert(users)
    .values({
      email: faker.internet
        .email({ firstName: first, lastName: last, provider: 'test.atrium' })
        .toLowerCase()
        .replace('@', `.${++made}@`),
      first_name: first,
      last_name: last,
      job_title: faker.person.jobTitle(),
      ...overrides,
    })
    .returning();
  if (!user) throw new Error('person not created');
  passwordHash ??= hash(TEST_PASSWORD);
  await deps.db.insert(accounts).values({
    user_id: user.id,
    password_hash: password ? await hash(password) : await passwordHash,
  });
  if (roles.length > 0) await deps.permissions.setUserRoles(user.id, roles);
  return user;
}
