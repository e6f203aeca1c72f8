import { skillDuration } from '@atrium/contract';
import { defineMessage, type IntlShape } from 'react-intl';

const duration = defineMessage<{ shape: 'years' | 'months' | 'both'; years: number; months: number }>({
  id: 'skills.duration',
  defaultMessage:
    '{shape, select, years {{years, plural, one {# yr} other {# yrs}}} months {{months} mo} other {{years, plural, one {# yr} other {# yrs}} {months} mo}}',
});

/**
 * How long a skill was practised, in the reader's words ("2 yrs 11 mo"): the one way the profile,
 * research, staffing and the tailored CV say it, from the contract's `skillDuration`.
 */
export function formatSkillDuration(intl: Pick<IntlShape, 'formatMessage'>, totalMonths: number): string {
  const { years, months } = skillDuration(totalMonths);
  const shape = years === 0 ? 'months' : months === 0 ? 'years' : 'both';
  return intl.formatMessage(duration, { shape, years, months });
}
