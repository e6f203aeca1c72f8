import { useState } from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { MENTOR_FAVOURITES, type ChosenMentor } from '@atrium/contract';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatDate } from '../../i18n/formatDate';
import { useLocale } from '../../i18n/useLocale';
import { ConfirmedActionButton } from '../../layout/ConfirmedActionButton';
import { useSaveFavourites } from './mentorshipApi';
import { mentorshipMessages } from './mentorshipMessages';
import { PersonName } from './PersonName';
import { processMessages } from './processMessages';

type Props = {
  sessionId: string;
  /** As saved, in any order (each carries its rank). */
  favourites: readonly ChosenMentor[];
  /** False once the request is sent or outside the selection period: the list is only shown. */
  editable: boolean;
  /** The selection's first day while it has not opened yet: when the mentee may start choosing. */
  selectionOpensOn?: string | undefined;
};

const byRank = (favourites: readonly ChosenMentor[]) => [...favourites].sort((a, b) => a.rank - b.rank);

/**
 * A mentee's favourite mentors, best first: reordered, removed, saved as a draft, and sent once
 * there are exactly three (after a confirmation: a request sent is final).
 */
export function FavouritesEditor({ sessionId, favourites, editable, selectionOpensOn }: Props) {
  const intl = useIntl();
  const { language } = useLocale();
  const [list, setList] = useState(() => byRank(favourites));
  const save = useSaveFavourites(sessionId);
  const ids = list.map(({ id }) => id);
  const changed =
    ids.join() !==
    byRank(favourites)
      .map(({ id }) => id)
      .join();
  const complete = list.length === MENTOR_FAVOURITES;
  const swap = (index: number, other: number) =>
    setList((current) => {
      const next = [...current];
      [next[index], next[other]] = [next[other]!, next[index]!];
      return next;
    });

  return (
    <Stack spacing={1.5}>
      <Typography variant="h6" component="h2">
        <FormattedMessage {...processMessages.favourites} />
      </Typography>
      {editable && (
        <Typography color="text.secondary">
          <FormattedMessage {...processMessages.favouritesHelp} />
        </Typography>
      )}
      {list.length === 0 && selectionOpensOn ? (
        // Before the selection, All Mentors offers no button yet: say when it will.
        <Typography>
          <FormattedMessage
            {...processMessages.selectionOpensOn}
            values={{ date: formatDate(selectionOpensOn, language) }}
          />
        </Typography>
      ) : list.length === 0 ? (
        <Typography>
          <FormattedMessage {...processMessages.noFavourites} />
        </Typography>
      ) : (
        <List component="ol" dense disablePadding>
          {list.map((favourite, index) => {
            const name = `${favourite.person.first_name} ${favourite.person.last_name}`;
            return (
              <ListItem
                key={favourite.id}
                disableGutters
                secondaryAction={
                  editable && (
                    <Stack direction="row">
                      <IconButton
                        aria-label={intl.formatMessage(processMessages.moveUp, { name })}
                        disabled={index === 0}
                        onClick={() => swap(index, index - 1)}
                      >
                        <ArrowUpwardIcon />
                      </IconButton>
                      <IconButton
                        aria-label={intl.formatMessage(processMessages.moveDown, { name })}
                        disabled={index === list.length - 1}
                        onClick={() => swap(index, index + 1)}
                      >
                        <ArrowDownwardIcon />
                      </IconButton>
                      <IconButton
                        aria-label={intl.formatMessage(processMessages.remove, { name })}
                        onClick={() => setList((current) => current.filter(({ id }) => id !== favourite.id))}
                      >
                        <DeleteOutlineIcon />
                      </IconButton>
                    </Stack>
                  )
                }
              >
                <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
                  <Typography sx={{ minWidth: 32, fontWeight: 700 }}>
                    {intl.formatMessage(mentorshipMessages.ordinal, { rank: index + 1 })}
                  </Typography>
                  <PersonName person={favourite.person} />
                </Stack>
              </ListItem>
            );
          })}
        </List>
      )}
      {editable && (
        <Stack spacing={0.5}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Button
              variant="outlined"
              disabled={!changed}
              loading={save.isPending && save.variables.send === false}
              onClick={() => void save.mutateAsync({ mentor_ids: ids, send: false }).catch(() => undefined)}
            >
              <FormattedMessage {...processMessages.saveDraft} />
            </Button>
            <ConfirmedActionButton
              variant="contained"
              destructive={false}
              disabled={!complete}
              label={<FormattedMessage {...processMessages.send} />}
              title={<FormattedMessage {...processMessages.sendTitle} />}
              body={<FormattedMessage {...processMessages.sendBody} />}
              busyLabel={<FormattedMessage {...processMessages.sending} />}
              onConfirm={() => save.mutateAsync({ mentor_ids: ids, send: true })}
            />
            <Typography variant="body2" color="text.secondary">
              <FormattedMessage
                {...processMessages.chosen}
                values={{ count: list.length, max: MENTOR_FAVOURITES }}
              />
            </Typography>
          </Stack>
          {!complete && (
            <Typography variant="caption" color="text.secondary">
              <FormattedMessage {...processMessages.sendHelp} />
            </Typography>
          )}
        </Stack>
      )}
    </Stack>
  );
}
