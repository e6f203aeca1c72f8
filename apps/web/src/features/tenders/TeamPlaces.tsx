import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { BidPlace, TenderCandidate, TenderRole, TenderTeam } from '@atrium/contract';
import { FormattedMessage, useIntl } from 'react-intl';
import { busyMessage, chooseMessage, tenderMessages } from './tenderMessages';

const nameOf = (candidate: TenderCandidate) => `${candidate.person.first_name} ${candidate.person.last_name}`;

/** Why a person: staffing's reasons in a line of chips. */
function Reasons({ candidate }: { candidate: TenderCandidate }) {
  const intl = useIntl();
  const availability = candidate.reasons.availability;
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
      {candidate.title_match && <Chip size="small" label={intl.formatMessage(tenderMessages.titleMatch)} />}
      {candidate.reasons.skills.map((skill) => (
        <Chip key={skill.name} size="small" color="primary" label={skill.name} />
      ))}
      {[...candidate.reasons.sectors, ...candidate.reasons.clients].map((term) => (
        <Chip key={term} size="small" label={term} />
      ))}
      {availability && (
        <Chip
          size="small"
          color={availability.fits ? 'success' : 'warning'}
          label={
            availability.fits
              ? intl.formatMessage(tenderMessages.free)
              : intl.formatMessage(busyMessage, { free: availability.free_pct })
          }
        />
      )}
    </Stack>
  );
}

/**
 * The team proposed: per place its role, the person chosen with why, and the runner-ups one click
 * away (choosing one swaps them in; nobody is in two places).
 */
export function TeamPlaces({
  roles,
  team,
  places,
  onChange,
  names = new Map(),
}: {
  roles: TenderRole[];
  team: TenderTeam;
  places: BidPlace[];
  onChange: (places: BidPlace[]) => void;
  /** Names of the people of a reopened bid, before a new proposal explains them. */
  names?: ReadonlyMap<string, string>;
}) {
  const intl = useIntl();
  const known = new Map(
    team.places
      .flatMap((place) => [place.chosen, ...place.runner_ups])
      .flatMap((c) => (c ? [[c.person.id, c]] : [])),
  );
  const choose = (index: number, personId: string) =>
    onChange(
      places.map((place, at) =>
        at === index
          ? { ...place, person_id: personId }
          : place.person_id === personId
            ? { ...place, person_id: null }
            : place,
      ),
    );
  return (
    <Stack spacing={2} component="section" aria-label={intl.formatMessage(tenderMessages.team)}>
      <Typography variant="h6" component="h2">
        <FormattedMessage {...tenderMessages.team} />
      </Typography>
      {places.map((place, index) => {
        const person = place.person_id ? known.get(place.person_id) : undefined;
        const offered = team.places[index]?.runner_ups.filter((c) => c.person.id !== place.person_id) ?? [];
        return (
          <Paper key={index} variant="outlined" sx={{ p: 2 }} data-testid="team-place">
            <Typography variant="subtitle2" color="text.secondary">
              {roles[place.role]?.title}
            </Typography>
            {person ? (
              <Stack spacing={1}>
                <Typography variant="subtitle1">{nameOf(person)}</Typography>
                <Reasons candidate={person} />
              </Stack>
            ) : place.person_id && names.has(place.person_id) ? (
              <Typography variant="subtitle1">{names.get(place.person_id)}</Typography>
            ) : (
              <Typography color="text.secondary">
                <FormattedMessage {...tenderMessages.nobody} />
              </Typography>
            )}
            {offered.length > 0 && (
              <Stack direction="row" sx={{ mt: 1, alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
                <Typography variant="body2">
                  <FormattedMessage {...tenderMessages.runnerUps} />
                </Typography>
                {offered.map((candidate) => (
                  <Button
                    key={candidate.person.id}
                    size="small"
                    variant="outlined"
                    aria-label={intl.formatMessage(chooseMessage, { name: nameOf(candidate) })}
                    onClick={() => choose(index, candidate.person.id)}
                  >
                    {nameOf(candidate)}
                  </Button>
                ))}
              </Stack>
            )}
          </Paper>
        );
      })}
    </Stack>
  );
}
