import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import type { User } from '@atrium/contract';
import { FormattedMessage, useIntl } from 'react-intl';
import { ChipList } from './ChipList';
import { FactList } from './FactList';
import { formatSkillDuration } from '../../i18n/skillDuration';
import { languageName } from '../../i18n/languageName';
import type { SkillType } from './skillTypes';
import { fieldMessages } from '../../i18n/fieldMessages';
import { levelMessages } from '../../i18n/languageLevelMessages';
import { ProfileSection } from '../../layout/ProfileSection';
import { StaffingWishes } from '../../layout/availability/StaffingWishes';
import { wishesMessages } from '../../layout/availability/wishesMessages';
import { profileMessages } from './profileMessages';
import { skillsMessages } from './skillsMessages';
import type { MonthsOf } from './useSkillYears';

type Props = {
  person: User;
  own: boolean;
  /** The skill types the viewer may edit on this profile (none for a colleague's). */
  editableSkills: readonly SkillType[];
  onEditSkills: (type: SkillType) => void;
  /** Years of practice per skill, shown beside the skill's chip. */
  monthsOf: MonthsOf;
};

/**
 * The profile's fields of SPEC.md §3, grouped: job and organisation, skills, staffing wishes,
 * profiles, languages.
 */
export function ProfileDetails({ person, own, editableSkills, onEditSkills, monthsOf }: Props) {
  const intl = useIntl();
  const label = (field: keyof typeof fieldMessages) => intl.formatMessage(fieldMessages[field]);
  const mentors = { items: person.mentoring_skills, label: intl.formatMessage(skillsMessages.canMentorMark) };
  const practice = (skill: string) => {
    const months = monthsOf(skill);
    return months === undefined ? undefined : formatSkillDuration(intl, months);
  };
  const skillsButton = (type: SkillType, field: 'technical_skills' | 'sectorial_skills') =>
    editableSkills.includes(type) && (
      <Button
        size="small"
        startIcon={<EditOutlinedIcon />}
        onClick={() => onEditSkills(type)}
        aria-label={`${intl.formatMessage(own ? profileMessages.editMySkills : profileMessages.editSkills)}: ${label(field)}`}
        sx={{ alignSelf: 'flex-start' }}
      >
        {intl.formatMessage(own ? profileMessages.editMySkills : profileMessages.editSkills)}
      </Button>
    );

  return (
    <Stack spacing={3}>
      <ProfileSection title={<FormattedMessage {...profileMessages.about} />}>
        <FactList
          facts={[
            { label: label('job_title'), value: person.job_title },
            {
              label: label('years_of_experience'),
              value:
                person.years_of_experience === null
                  ? null
                  : person.years_of_experience === 0
                    ? intl.formatMessage(profileMessages.lessThanAYear)
                    : intl.formatMessage(profileMessages.experienceYears, {
                        count: person.years_of_experience,
                      }),
            },
            { label: label('grade'), value: person.grade },
            { label: label('position'), value: person.position },
            { label: label('business_unit'), value: person.business_unit },
            { label: label('business_line'), value: person.business_line },
            { label: label('hub'), value: person.hub },
            { label: label('market'), value: person.market },
          ]}
        />
      </ProfileSection>

      <ProfileSection title={<FormattedMessage {...profileMessages.skills} />}>
        <Stack spacing={2.5}>
          <Stack spacing={0.5}>
            <ChipList
              items={person.technical_skills}
              label={label('technical_skills')}
              color="primary"
              marked={mentors}
              detail={practice}
            />
            <ChipList
              items={person.learning_skills}
              label={intl.formatMessage(skillsMessages.learningTitle)}
              hideWhenEmpty
            />
            {skillsButton('technical', 'technical_skills')}
          </Stack>
          <Stack spacing={0.5}>
            <ChipList
              items={person.sectorial_skills}
              label={label('sectorial_skills')}
              color="secondary"
              marked={mentors}
              detail={practice}
            />
            {skillsButton('sectorial', 'sectorial_skills')}
          </Stack>
        </Stack>
      </ProfileSection>

      <ProfileSection title={<FormattedMessage {...wishesMessages.title} />}>
        <StaffingWishes wishes={person} sayNone />
      </ProfileSection>

      <ProfileSection title={<FormattedMessage {...profileMessages.profiles} />}>
        <Stack spacing={2.5}>
          <ChipList items={person.job_profiles} label={label('job_profiles')} />
          <ChipList items={person.certificates} label={label('certificates')} />
        </Stack>
      </ProfileSection>

      <ProfileSection title={<FormattedMessage {...profileMessages.education} />}>
        <Stack spacing={2.5}>
          <ChipList
            items={person.languages.map(({ code, level }) =>
              intl.formatMessage(profileMessages.languageLevel, {
                language: languageName(code, intl.locale),
                level: intl.formatMessage(levelMessages[level]),
              }),
            )}
            label={label('languages')}
          />
          <Stack spacing={0.75}>
            <Typography variant="subtitle2" component="h3" color="text.secondary">
              {label('diplomas')}
            </Typography>
            {person.diplomas.length === 0 ? (
              <Typography variant="body2" color="text.secondary" sx={{ fontStyle: 'italic' }}>
                <FormattedMessage {...profileMessages.noneYet} />
              </Typography>
            ) : (
              <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
                {person.diplomas.map((diploma, index) => (
                  <li key={`${diploma.school}-${diploma.name}-${index}`}>
                    <Typography variant="body2" sx={{ fontWeight: 600 }}>
                      {diploma.name}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {[diploma.school, diploma.level, diploma.year]
                        .filter((part) => part !== null && part !== '')
                        .join(' · ')}
                    </Typography>
                  </li>
                ))}
              </Stack>
            )}
          </Stack>
        </Stack>
      </ProfileSection>
    </Stack>
  );
}
