import { BENCH_FREE_PCT, type PersonLanguage } from '@atrium/contract';
import { and, eq, sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/database.ts';
import { defineJob } from '../../platform/jobs/job-queue.ts';
import { composeMail } from '../../platform/mail/compose-mail.ts';
import type { Mail } from '../../platform/mail/mailer.ts';
import { casbinRules } from '../../platform/permissions/permissions.tables.ts';
import { users } from '../../platform/users/users.tables.ts';
import { freeFrom, windowStart } from './availability.ts';
import { addDays } from './firm-weeks.ts';
import { personWeekAvailability } from './staffing.tables.ts';

/** How far the digest looks: the roll-offs of the coming two weeks. */
const DIGEST_WEEKS = 2;

export type RollOff = { name: string; business_unit: string | null; free_from: string };

/**
 * The active people less than half free this week who are at least half free from one of the next
 * two Mondays on (the Bench's "rolling off", nearer), soonest first, then by business unit.
 */
export async function comingRollOffs(db: DbOrTx): Promise<RollOff[]> {
  const first = await windowStart(db);
  const busy = await queryRows<{ id: string; name: string; business_unit: string | null }>(
    db,
    sql`select u.id, u.first_name || ' ' || u.last_name as name, u.business_unit
      from ${personWeekAvailability} pwa join ${users} u on u.id = pwa.user_id
      where pwa.week_start = ${first}::date and pwa.free_pct < ${BENCH_FREE_PCT} and u.status = 'active'`,
  );
  const from = await freeFrom(
    db,
    busy.map((person) => person.id),
    BENCH_FREE_PCT,
    first,
  );
  const last = addDays(first, 7 * DIGEST_WEEKS);
  return busy
    .flatMap((person) => {
      const day = from.get(person.id);
      return day && day <= last
        ? [{ name: person.name, business_unit: person.business_unit, free_from: day }]
        : [];
    })
    .sort(
      (a, b) =>
        a.free_from.localeCompare(b.free_from) ||
        (a.business_unit ?? '').localeCompare(b.business_unit ?? '') ||
        a.name.localeCompare(b.name),
    );
}

const WORDS = {
  en: {
    subject: (count: number) =>
      `Bench: ${count} ${count === 1 ? 'person rolls' : 'people roll'} off in the next two weeks`,
    hello: (name: string) => `Hello ${name},`,
    intro: 'These people finish their assignments in the next two weeks and will be at least half free:',
    line: ({ name, business_unit, free_from }: RollOff) =>
      `${name}${business_unit ? ` (${business_unit})` : ''}: free from ${free_from}`,
    button: 'Open the Bench',
    outro: 'You get this mail each Monday as a CSO; turn it off in your notifications.',
  },
  fr: {
    subject: (count: number) =>
      `Bench : ${count} ${count === 1 ? 'personne se libère' : 'personnes se libèrent'} dans les deux semaines`,
    hello: (name: string) => `Bonjour ${name},`,
    intro:
      'Ces personnes terminent leur mission dans les deux semaines et seront libres au moins à mi-temps :',
    line: ({ name, business_unit, free_from }: RollOff) =>
      `${name}${business_unit ? ` (${business_unit})` : ''} : libre à partir du ${free_from}`,
    button: 'Ouvrir le Bench',
    outro: 'Vous recevez ce mail chaque lundi en tant que CSO ; désactivez-le dans vos notifications.',
  },
} as const;

/** One CSO's digest, in their language, with a link to the Bench. */
export function rollOffDigest(
  to: { email: string; first_name: string; language: PersonLanguage },
  rollOffs: readonly RollOff[],
  origin: string,
): Mail {
  const words = WORDS[to.language];
  return composeMail({
    to: to.email,
    subject: words.subject(rollOffs.length),
    language: to.language,
    blocks: [
      words.hello(to.first_name),
      words.intro,
      rollOffs.map((rollOff) => `- ${words.line(rollOff)}`).join('\n'),
      { button: words.button, href: new URL('/cso-managing-tool/bench', origin).toString() },
      words.outro,
    ],
  });
}

/** The active holders of the CSO role who keep the digest on. */
async function digestReaders(db: DbOrTx) {
  return db
    .select({ email: users.email, first_name: users.first_name, language: users.language })
    .from(users)
    .innerJoin(casbinRules, and(eq(casbinRules.ptype, 'g'), eq(casbinRules.v0, sql`${users.id}::text`)))
    .where(and(eq(casbinRules.v1, 'CSO'), eq(users.status, 'active'), eq(users.staffing_digest, true)));
}

/** Each Monday morning: the CSO role's digest of the coming roll-offs; none when nobody rolls off. */
export const rollOffDigestJob = defineJob<object>({
  name: 'staffing-roll-off-digest',
  cron: '0 6 * * 1',
  run: async (app) => {
    const rollOffs = await comingRollOffs(app.db);
    if (rollOffs.length === 0) return;
    for (const reader of await digestReaders(app.db)) {
      await app.mailer.send(rollOffDigest(reader, rollOffs, app.config.origin));
    }
  },
});
