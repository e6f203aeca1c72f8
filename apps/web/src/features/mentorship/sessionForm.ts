import { zodResolver } from '@hookform/resolvers/zod';
import { MENTORSHIP_PERIODS, MentorshipSessionInput, type MentorshipPeriod } from '@atrium/contract';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { z } from 'zod';
import { formIssueKey } from '../../forms/formErrors';
import type { SessionRecord } from './mentorshipApi';

const period = z.object({ start: z.string(), end: z.string() });

// The contract's fields as a form holds them: the year as typed, the days as the date inputs give them.
const formShape = z.object({
  name: z.string(),
  year: z.string(),
  mentor_registration: period,
  mentee_registration: period,
  selection: period,
  matching: period,
});
export type SessionFormValues = z.input<typeof formShape>;

/** Checked by the contract's own MentorshipSessionInput: what the server would refuse is refused here first. */
const formSchema = formShape
  .transform((values): z.input<typeof MentorshipSessionInput> => ({
    ...values,
    // An empty year stays missing, so the contract names the field.
    year: (values.year.trim() === '' ? undefined : Number(values.year)) as number,
  }))
  .pipe(MentorshipSessionInput);
export type SessionBody = z.output<typeof formSchema>;

/** Where a field of the session shows its error: a whole period's on its start. */
export const fieldOfError = (field: string): string =>
  (MENTORSHIP_PERIODS as readonly string[]).includes(field) ? `${field}.start` : field;

const contractResolver = zodResolver(formSchema, { error: formIssueKey });

/**
 * The contract blames a whole period when the periods are out of order; the form shows it on the
 * period's start day, where the date to change is.
 */
export const sessionResolver: Resolver<SessionFormValues, unknown, SessionBody> = async (...args) => {
  const result = await contractResolver(...args);
  const errors: FieldErrors<SessionFormValues> = { ...result.errors };
  for (const field of MENTORSHIP_PERIODS) {
    const error = errors[field];
    if (error?.message !== undefined && error.start === undefined)
      errors[field] = { start: { type: error.type ?? 'custom', message: error.message } };
  }
  return { ...result, errors } as Awaited<ReturnType<typeof contractResolver>>;
};

const emptyPeriod = { start: '', end: '' };

export const sessionFormValues = (
  session: SessionRecord | undefined,
  now = new Date(),
): SessionFormValues => ({
  name: session?.name ?? '',
  year: String(session?.year ?? now.getFullYear()),
  ...(Object.fromEntries(
    MENTORSHIP_PERIODS.map((field) => [field, session ? { ...session[field] } : { ...emptyPeriod }]),
  ) as Record<MentorshipPeriod, { start: string; end: string }>),
});
