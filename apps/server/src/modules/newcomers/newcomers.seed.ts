import type { NewcomerStatus, NewcomerType } from '@atrium/contract';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { insertPeople } from '../../db/seed/insert-people.ts';
import { grantRestrictedAccess, restrictedAccessExpiry } from '../../platform/a12n/restricted-access.ts';
import { writeUserRoles } from '../../platform/permissions/permission-service.ts';
import { users } from '../../platform/users/users.tables.ts';
import { emailBase } from './newcomer-email.ts';
import { newcomers } from './newcomers.tables.ts';

type DemoNewcomer = {
  first_name: string;
  last_name: string;
  type: NewcomerType;
  status: NewcomerStatus;
  /** Days from the seed's day: negative for the past. */
  arrives: number;
  leaves?: number;
  business_line: string;
  hub: string;
};

/** Newcomers in every status, dated around the day the demo firm is made. */
const DEMO_NEWCOMERS: readonly DemoNewcomer[] = [
  {
    first_name: 'Inès',
    last_name: 'Moreau',
    type: 'employee',
    status: 'to_prepare',
    arrives: 12,
    business_line: 'Data & AI',
    hub: 'Lyon',
  },
  {
    first_name: 'Tomasz',
    last_name: 'Nowak',
    type: 'contractor',
    status: 'to_prepare',
    arrives: 20,
    leaves: 200,
    business_line: 'Cloud',
    hub: 'Paris',
  },
  {
    first_name: 'Léa',
    last_name: 'Fontaine',
    type: 'employee',
    status: 'link_sent',
    arrives: 5,
    business_line: 'Regulatory',
    hub: 'Nantes',
  },
  {
    first_name: 'Samuel',
    last_name: 'Okafor',
    type: 'employee',
    status: 'arrived',
    arrives: -15,
    business_line: 'Data & AI',
    hub: 'Paris',
  },
  {
    first_name: 'Greta',
    last_name: 'Lindqvist',
    type: 'contractor',
    status: 'arrived',
    arrives: -90,
    leaves: 4,
    business_line: 'Cloud',
    hub: 'Lyon',
  },
  {
    first_name: 'Marc',
    last_name: 'Delmas',
    type: 'contractor',
    status: 'left',
    arrives: -300,
    leaves: -10,
    business_line: 'Regulatory',
    hub: 'Paris',
  },
];

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const DEMO_EMAILS = { domain: 'atrium.demo', contractorPrefix: 'ext.' };

/** The demo firm's newcomers, added by its HR account, each a person in the matching state. */
export async function seedDemoNewcomers(tx: Tx, passwordHash: string): Promise<void> {
  const [hr] = await tx.select({ id: users.id }).from(users).where(eq(users.email, 'hr@atrium.demo'));
  const people = DEMO_NEWCOMERS.map((newcomer) => ({
    first_name: newcomer.first_name,
    last_name: newcomer.last_name,
    email: `${emailBase(newcomer.first_name, newcomer.last_name, newcomer.type, DEMO_EMAILS)}@${DEMO_EMAILS.domain}`,
    business_line: newcomer.business_line,
    hub: newcomer.hub,
    status:
      newcomer.status === 'arrived'
        ? ('active' as const)
        : newcomer.status === 'left'
          ? ('left' as const)
          : ('newcomer' as const),
  }));
  const ids = await insertPeople(tx, people, passwordHash);
  await tx.insert(newcomers).values(
    DEMO_NEWCOMERS.map((newcomer, index) => {
      const arrival = day(newcomer.arrives);
      return {
        id: ids.get(people[index]!.email)!,
        type: newcomer.type,
        personal_email: `${emailBase(newcomer.first_name, newcomer.last_name, 'employee', DEMO_EMAILS)}@example.org`,
        arrival_date: arrival,
        arrival_month: arrival.slice(0, 7),
        departure_date: newcomer.leaves === undefined ? null : day(newcomer.leaves),
        business_line: newcomer.business_line,
        hub: newcomer.hub,
        licence: newcomer.type === 'contractor' ? ('F3' as const) : ('E3' as const),
        status: newcomer.status,
        added_by: hr?.id ?? null,
      };
    }),
  );
  for (const [index, newcomer] of DEMO_NEWCOMERS.entries()) {
    const id = ids.get(people[index]!.email)!;
    if (newcomer.status === 'to_prepare' || newcomer.status === 'link_sent') {
      await writeUserRoles(tx, id, ['newcomer']);
    }
    // HR sees the link sent, and may revoke it; nobody holds its token, which no mail carried.
    if (newcomer.status === 'link_sent') {
      await grantRestrictedAccess(tx, {
        userId: id,
        expiresAt: restrictedAccessExpiry(day(newcomer.arrives)),
        createdBy: hr?.id ?? null,
      });
    }
  }
}
