import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { StaffingPerson } from '@atrium/contract';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { formatDate } from '../../i18n/formatDate';
import { formatSkillDuration } from '../../i18n/skillDuration';
import { useLocale } from '../../i18n/useLocale';
import { languageName } from '../../i18n/languageName';
import { PersonNameLink } from '../../layout/PersonNameLink';
import { languageWithLevel, levelMessages } from '../../i18n/languageLevelMessages';
import { wishesMessages } from '../../layout/availability/wishesMessages';
import { toolboxMessages } from './toolboxMessages';

/**
 * One proposed person: who, why (each matched term with what is known of it), and the address of
 * their tailored CV when the reader may make one.
 */
export function StaffingPersonCard({
  hit,
  rank,
  tailoredCv,
}: {
  hit: StaffingPerson;
  rank: number;
  tailoredCv?: string;
}) {
  const intl = useIntl();
  const { person, reasons } = hit;
  const name = `${person.first_name} ${person.last_name}`;
  const { language } = useLocale();
  const list = (items: readonly string[]) => intl.formatList(items, { type: 'conjunction' });
  // The need's skills and clients they declared they would like (their profile's wishes).
  const wished = [...reasons.wishes.skills, ...reasons.wishes.clients];
  return (
    <Card variant="outlined" component="li" aria-label={`${rank}. ${name}`} sx={{ listStyle: 'none' }}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
          <div>
            <PersonNameLink person={person} strong />
            {person.grade && (
              <Typography variant="body2" color="text.secondary">
                {person.grade}
              </Typography>
            )}
          </div>
          <Typography variant="body2" color="text.secondary">
            <FormattedMessage {...toolboxMessages.score} values={{ score: hit.score }} />
          </Typography>
        </Stack>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5, mt: 1 }}>
          {reasons.skills.map((skill) => (
            <Chip
              key={skill.name}
              size="small"
              color="primary"
              variant="outlined"
              label={[
                skill.months === null
                  ? skill.name
                  : intl.formatMessage(toolboxMessages.reasonYears, {
                      name: skill.name,
                      duration: formatSkillDuration(intl, skill.months),
                    }),
                skill.level ? intl.formatMessage(toolboxMessages.reasonLevel, { level: skill.level }) : null,
              ]
                .filter(Boolean)
                .join(' · ')}
            />
          ))}
          {reasons.sectors.map((sector) => (
            <Chip key={sector} size="small" variant="outlined" label={sector} />
          ))}
          {reasons.languages.map(({ code, level }) => (
            <Chip
              key={code}
              size="small"
              variant="outlined"
              label={intl.formatMessage(languageWithLevel, {
                language: languageName(code, intl.locale),
                level: intl.formatMessage(levelMessages[level]),
              })}
            />
          ))}
        </Stack>
        {reasons.clients.length > 0 && (
          <Typography variant="body2" sx={{ mt: 1 }}>
            <FormattedMessage
              {...toolboxMessages.reasonClients}
              values={{ clients: list(reasons.clients) }}
            />
          </Typography>
        )}
        {reasons.credentials.length > 0 && (
          <Typography variant="body2">
            <FormattedMessage
              {...toolboxMessages.reasonCredentials}
              values={{ names: list(reasons.credentials.map((credential) => credential.name)) }}
            />
          </Typography>
        )}
        {reasons.availability && <AvailabilityReason availability={reasons.availability} />}
        {wished.length > 0 && (
          <Typography variant="body2">
            <FormattedMessage {...toolboxMessages.reasonWishes} values={{ names: list(wished) }} />
          </Typography>
        )}
        {reasons.wishes.available_from && (
          <Typography variant="body2">
            <FormattedMessage
              {...wishesMessages.availableFrom}
              values={{ date: formatDate(reasons.wishes.available_from, language) }}
            />
          </Typography>
        )}
        {reasons.groups.length > 0 && (
          <Typography variant="body2">
            <FormattedMessage
              {...toolboxMessages.reasonGroups}
              values={{ names: list(reasons.groups.map((group) => group.name)) }}
            />
          </Typography>
        )}
      </CardContent>
      {tailoredCv && (
        <CardActions>
          <Button component={RouterLink} to={tailoredCv} size="small">
            <FormattedMessage {...toolboxMessages.tailoredFor} values={{ name }} />
          </Button>
        </CardActions>
      )}
    </Card>
  );
}

/** How free the person is over the need's weeks: free from a day, or booked and until when. */
function AvailabilityReason({
  availability,
}: {
  availability: NonNullable<StaffingPerson['reasons']['availability']>;
}) {
  const intl = useIntl();
  const { language } = useLocale();
  const day = (date: string) => formatDate(date, language, 'long');
  const text = availability.fits
    ? intl.formatMessage(toolboxMessages.reasonFree, {
        date: day(availability.from),
        free: availability.free_pct,
      })
    : availability.free_from
      ? intl.formatMessage(toolboxMessages.reasonBookedUntil, {
          booked: availability.booked_pct_at_start,
          date: day(availability.free_from),
        })
      : intl.formatMessage(toolboxMessages.reasonBooked, { booked: availability.booked_pct_at_start });
  return (
    <Typography variant="body2" color={availability.fits ? 'text.primary' : 'warning.main'} sx={{ mt: 0.5 }}>
      {text}
    </Typography>
  );
}
