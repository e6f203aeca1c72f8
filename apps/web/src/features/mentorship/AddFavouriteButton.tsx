import { useState } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import StarIcon from '@mui/icons-material/Star';
import { MENTOR_FAVOURITES } from '@atrium/contract';
import { FormattedMessage, useIntl } from 'react-intl';
import { placedAt } from './favourites';
import { useSaveFavourites, type ParticipantRecord } from './mentorshipApi';
import { mentorsMessages } from './mentorsMessages';
import { mentorshipMessages } from './mentorshipMessages';

type Props = {
  mentor: ParticipantRecord;
  /** The choosing mentee's registration. */
  sessionId: string;
  /** Their favourites' ids, best first. */
  chosen: readonly string[];
};

/** On a mentor's card, for a mentee choosing: adds the mentor as their 1st, 2nd or 3rd choice (a draft). */
export function AddFavouriteButton({ mentor, sessionId, chosen: ids }: Props) {
  const intl = useIntl();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const save = useSaveFavourites(sessionId);
  const rank = ids.indexOf(mentor.id) + 1;
  const ordinal = (value: number) => intl.formatMessage(mentorshipMessages.ordinal, { rank: value });
  if (rank > 0)
    return (
      <Chip
        size="small"
        color="primary"
        icon={<StarIcon />}
        label={intl.formatMessage(mentorsMessages.yourChoice, { rank: ordinal(rank) })}
      />
    );
  const positions = Array.from(
    { length: Math.min(ids.length + 1, MENTOR_FAVOURITES) },
    (_, index) => index + 1,
  );
  const name = `${mentor.person.first_name} ${mentor.person.last_name}`;
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        disabled={ids.length >= MENTOR_FAVOURITES}
        loading={save.isPending}
        aria-haspopup="menu"
        aria-label={intl.formatMessage(mentorsMessages.addFavouriteOf, { name })}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <FormattedMessage {...mentorsMessages.addFavourite} />
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {positions.map((position) => (
          <MenuItem
            key={position}
            onClick={() => {
              setAnchor(null);
              save.mutate({ mentor_ids: placedAt(ids, mentor.id, position), send: false });
            }}
          >
            <FormattedMessage {...mentorsMessages.addAt} values={{ rank: ordinal(position) }} />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
