import { useIntl } from 'react-intl';
import { fieldMessages } from '../../i18n/fieldMessages';
import { completionMessages } from './completionMessages';
import type { Profile } from './ProfilesTab';

/** Who a profile measures, in words: 'Contractor, Senior, Job profile: Data engineer'. */
export function usePopulation(
  profile: Pick<Profile, 'is_default' | 'employment_type' | 'grade' | 'business_unit' | 'job_profile'>,
): string {
  const intl = useIntl();
  if (profile.is_default) return intl.formatMessage(completionMessages.everyone);
  const parts = [
    profile.employment_type && intl.formatMessage(completionMessages[profile.employment_type]),
    profile.grade && `${intl.formatMessage(fieldMessages.grade)}: ${profile.grade}`,
    profile.business_unit && `${intl.formatMessage(fieldMessages.business_unit)}: ${profile.business_unit}`,
    profile.job_profile && `${intl.formatMessage(completionMessages.jobProfile)}: ${profile.job_profile}`,
  ];
  return parts.filter(Boolean).join(', ');
}
