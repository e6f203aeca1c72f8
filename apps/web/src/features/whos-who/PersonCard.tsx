import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PersonAvailability, User } from '@atrium/contract';
import { Link as RouterLink } from 'react-router';
import { PersonAvatar } from '../../layout/PersonAvatar';
import { profilePath } from '../../layout/peoplePaths';
import { AvailabilityChip } from '../../layout/availability/AvailabilityChip';

const SKILLS_SHOWN = 4;

type Props = {
  person: User;
  /** Skills being searched for: shown first and highlighted. */
  highlight?: readonly string[];
  /** Their free share now or the day they are free from, when known. */
  availability?: PersonAvailability | undefined;
};

/**
 * A colleague in the results: picture, name, title, organisation, when they are free and top
 * skills; opens the profile.
 */
export function PersonCard({ person, highlight = [], availability }: Props) {
  const wanted = new Set(highlight.map((skill) => skill.toLocaleLowerCase()));
  const skills = [
    ...person.technical_skills.filter((skill) => wanted.has(skill.toLocaleLowerCase())),
    ...person.technical_skills.filter((skill) => !wanted.has(skill.toLocaleLowerCase())),
  ].slice(0, SKILLS_SHOWN);
  const organisation = [person.business_unit, person.hub].filter(Boolean).join(' · ');

  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea
        component={RouterLink}
        to={profilePath(person.id)}
        sx={{ height: '100%', p: 2, display: 'flex', alignItems: 'flex-start', justifyContent: 'flex-start' }}
      >
        <Stack direction="row" spacing={2} sx={{ minWidth: 0, width: '100%' }}>
          <PersonAvatar person={person} size={56} decorative />
          <Stack spacing={0.5} sx={{ minWidth: 0, flex: 1 }}>
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, lineHeight: 1.3 }}>
              {person.first_name} {person.last_name}
            </Typography>
            {person.job_title && (
              <Typography variant="body2" color="text.secondary">
                {person.job_title}
              </Typography>
            )}
            {organisation && (
              <Typography variant="body2" color="text.secondary">
                {organisation}
              </Typography>
            )}
            <Stack direction="row" sx={{ pt: 0.5 }}>
              <AvailabilityChip availability={availability} />
            </Stack>
            {skills.length > 0 && (
              <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5, pt: 0.5 }}>
                {skills.map((skill) => (
                  <Chip
                    key={skill}
                    label={skill}
                    size="small"
                    color={wanted.has(skill.toLocaleLowerCase()) ? 'primary' : 'default'}
                    variant={wanted.has(skill.toLocaleLowerCase()) ? 'filled' : 'outlined'}
                  />
                ))}
              </Stack>
            )}
          </Stack>
        </Stack>
      </CardActionArea>
    </Card>
  );
}
