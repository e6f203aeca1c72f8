import { sql } from 'drizzle-orm';
import { auditLog } from './audit.tables.ts';

/**
 * A person's own preferences: the theme and the interface language they toggle, and whether they
 * get the staffing digest by mail. Not audit-worthy (nobody is accountable for a colour or for
 * their own mail), so a profile's audit leaves them out, and the entries recorded before that are
 * hidden from the log and cut from the entries they share.
 */
export const PREFERENCE_FIELDS = ['theme', 'language', 'staffing_digest'] as const;

const PEOPLE = 'cv_library/users';
const preferenceList = sql.join(
  PREFERENCE_FIELDS.map((field) => sql`${field}`),
  sql`, `,
);

/** Entries that are not a profile change of preferences only: the log's rows a reader sees. */
export const notAPreferenceToggle = sql`not (
  ${auditLog.object} = ${PEOPLE}
  and ${auditLog.changes} <> '{}'::jsonb
  and not exists (
    select 1 from jsonb_object_keys(${auditLog.changes}) as field
    where field not in (${preferenceList})
  )
)`;

/** An entry's changes without the preferences a profile entry recorded before they were left out. */
export function withoutPreferences<Changes extends Record<string, unknown>>(
  object: string,
  changes: Changes,
): Changes {
  if (object !== PEOPLE) return changes;
  const kept = Object.entries(changes).filter(
    ([field]) => !(PREFERENCE_FIELDS as readonly string[]).includes(field),
  );
  return Object.fromEntries(kept) as Changes;
}
