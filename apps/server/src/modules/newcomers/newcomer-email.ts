import type { NewcomerType } from '@atrium/contract';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import { users } from '../../platform/users/users.tables.ts';

type EmailRules = { domain: string; contractorPrefix: string };

/**
 * A name as an address part: lower case, accents folded, spaces to dashes, anything else an
 * address may not hold dropped (Hélène Dubois-Martin → helene.dubois-martin).
 */
export function addressPart(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[’']/g, '')
    .replace(/\s+/g, '-')
    .replace(/[^a-z0-9-]/g, '')
    .replace(/-{2,}/g, '-')
    .replace(/^-|-$/g, '');
}

/** The address's first part before any collision number: `ext.first.last` for a contractor. */
export function emailBase(first: string, last: string, type: NewcomerType, rules: EmailRules): string {
  const name = [addressPart(first), addressPart(last)].filter(Boolean).join('.') || 'newcomer';
  return `${type === 'contractor' ? rules.contractorPrefix : ''}${name}`;
}

/**
 * The first free address of `first.last`, `first.last2`, `first.last3`… at the firm's domain, among
 * everyone who has or had one (newcomers are people from the day they are added). Two additions at
 * once may pick the same: the unique index on `users.email` refuses the second.
 */
export async function availableEmail(
  db: DbOrTx,
  person: { first_name: string; last_name: string; type: NewcomerType },
  rules: EmailRules,
): Promise<string> {
  const base = emailBase(person.first_name, person.last_name, person.type, rules);
  const pattern = `${base.replace(/[\\%_]/g, '\\$&')}%@${rules.domain.replace(/[\\%_]/g, '\\$&')}`;
  const taken = await db
    .select({ email: users.email })
    .from(users)
    .where(sql`lower(${users.email}) like ${pattern}`);
  const used = new Set(taken.map((row) => row.email.toLowerCase()));
  const address = (n: number) => `${base}${n === 1 ? '' : n}@${rules.domain}`;
  let n = 1;
  while (used.has(address(n))) n += 1;
  return address(n);
}
