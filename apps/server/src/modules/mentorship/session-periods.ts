import {
  MENTORSHIP_PERIODS,
  type MentorshipPeriod,
  type MentorshipPeriods,
  type MentorshipPhase,
  type ServerMessageKey,
} from '@atrium/contract';
import { conflict } from '../../platform/http-errors.ts';
import type { MentorshipSessionRow } from './mentorship.tables.ts';

/** Today as a day (`YYYY-MM-DD`, UTC): the periods are whole days, the same for everyone. */
export const today = (now = new Date()) => now.toISOString().slice(0, 10);

type PeriodColumns = Pick<MentorshipSessionRow, `${MentorshipPeriod}_start` | `${MentorshipPeriod}_end`>;
type SessionDates = PeriodColumns & Pick<MentorshipSessionRow, 'archived_at'>;

/** A row's periods as the contract shows them. */
export const periodsOf = (row: SessionDates): MentorshipPeriods =>
  Object.fromEntries(
    MENTORSHIP_PERIODS.map((period) => [
      period,
      { start: row[`${period}_start`], end: row[`${period}_end`] },
    ]),
  ) as MentorshipPeriods;

/** The columns behind some periods, as a write sets them: all four give every column. */
export function periodColumns(periods: MentorshipPeriods): PeriodColumns;
export function periodColumns(periods: Partial<MentorshipPeriods>): Partial<PeriodColumns>;
export function periodColumns(periods: Partial<MentorshipPeriods>): Partial<PeriodColumns> {
  return Object.fromEntries(
    Object.entries(periods).flatMap(([period, value]) =>
      value
        ? [
            [`${period}_start`, value.start],
            [`${period}_end`, value.end],
          ]
        : [],
    ),
  );
}

/** The periods open on a day (both registrations may be open together). */
export const openPeriods = (row: SessionDates, day = today()): MentorshipPeriod[] =>
  row.archived_at
    ? []
    : MENTORSHIP_PERIODS.filter((period) => row[`${period}_start`] <= day && day <= row[`${period}_end`]);

/** Where a session stands on a day. */
export function phaseOf(row: SessionDates, day = today()): MentorshipPhase {
  if (row.archived_at) return 'archived';
  const open = openPeriods(row, day);
  if (open.includes('matching')) return 'matching';
  if (open.includes('selection')) return 'selection';
  if (open.length > 0) return 'registration';
  // Between periods, the next one is coming; after the matching period, it is over.
  return day > row.matching_end ? 'closed' : 'upcoming';
}

/** 409 for any write to an archived session: it is read-only everywhere. */
export function assertNotArchived(row: Pick<MentorshipSessionRow, 'archived_at'>) {
  if (row.archived_at) throw conflict('mentorship.archived');
}

const CLOSED_MESSAGE: Record<MentorshipPeriod, ServerMessageKey> = {
  mentor_registration: 'mentorship.mentorRegistrationClosed',
  mentee_registration: 'mentorship.menteeRegistrationClosed',
  selection: 'mentorship.selectionClosed',
  matching: 'mentorship.matchingClosed',
};

/** 409 unless the session is live and the period open today: each action has its period. */
export function assertPeriodOpen(row: SessionDates, period: MentorshipPeriod) {
  assertNotArchived(row);
  if (!openPeriods(row).includes(period)) throw conflict(CLOSED_MESSAGE[period]);
}

/** A role registers in its own period. */
export const registrationPeriod = (role: 'mentor' | 'mentee'): MentorshipPeriod => `${role}_registration`;
