import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { mentorshipParticipantsObject, type MyMentorshipProcess } from '@atrium/contract';
import { useIntl } from 'react-intl';
import { CardGrid } from '../../layout/CardGrid';
import { FacetChipGroups } from '../../lists/FacetChipGroups';
import { listSpecOf } from '../../lists/listFilters';
import { ListResults } from '../../lists/ListResults';
import { SearchField } from '../../lists/SearchField';
import { useAddressSwitch } from '../../lists/useAddressSwitch';
import { useObjectList } from '../../lists/useObjectList';
import { AddFavouriteButton } from './AddFavouriteButton';
import { choosesFavourites, favouriteIds } from './favourites';
import { MentorCard } from './MentorCard';
import type { SessionRecord } from './mentorshipApi';
import { mentorsMessages } from './mentorsMessages';
import { PAGE_PARAMS } from './useMentorshipAddress';

const PAGE_SIZE = 24;
// Its filters live beside the page's session and tab, which a change of them keeps.
const WITH_SEATS = 'has_seats';
const LIST = { ...listSpecOf(mentorshipParticipantsObject), keep: [...PAGE_PARAMS, WITH_SEATS] };
const TITLES = { skills: mentorsMessages.skills, business_unit: mentorsMessages.businessUnit };

type Props = { session: SessionRecord; process: MyMentorshipProcess | undefined };

/** All Mentors: the session's mentors, searched and filtered, as cards; a choosing mentee adds favourites. */
export function MentorsTab({ session, process }: Props) {
  const intl = useIntl();
  const [withSeats, setWithSeats] = useAddressSwitch(WITH_SEATS);
  const list = useObjectList(mentorshipParticipantsObject, LIST, {
    pageSize: PAGE_SIZE,
    params: { session_id: session.id, role: 'mentor', ...(withSeats && { has_seats: 'true' }) },
  });
  const { filters } = list;
  const chooser =
    process?.participant && choosesFavourites(session, process) ? process.participant : undefined;
  const chosen = process ? favouriteIds(process) : [];

  return (
    <Stack spacing={2} sx={{ pt: 2 }}>
      <SearchField
        label={intl.formatMessage(mentorsMessages.search)}
        value={filters.q}
        onSearch={list.search}
      />
      <Grid container spacing={3}>
        <Grid
          size={{ xs: 12, md: 3 }}
          component="aside"
          aria-label={intl.formatMessage(mentorsMessages.filters)}
          sx={{ order: { xs: 2, md: 1 } }}
        >
          <FormControlLabel
            control={<Switch checked={withSeats} onChange={(event) => setWithSeats(event.target.checked)} />}
            label={intl.formatMessage(mentorsMessages.withSeats)}
          />
          <FacetChipGroups {...list.faceted} titles={TITLES} />
        </Grid>
        <Grid size={{ xs: 12, md: 9 }} sx={{ order: { xs: 1, md: 2 } }}>
          <Stack component="section" aria-label={intl.formatMessage(mentorsMessages.results)}>
            <ListResults {...list.paged} total={mentorsMessages.total} empty={mentorsMessages.empty}>
              {(mentors) => (
                <CardGrid minWidth={260}>
                  {mentors.map((mentor) => (
                    <MentorCard
                      key={mentor.id}
                      mentor={mentor}
                      action={
                        chooser && (
                          <AddFavouriteButton mentor={mentor} sessionId={session.id} chosen={chosen} />
                        )
                      }
                    />
                  ))}
                </CardGrid>
              )}
            </ListResults>
          </Stack>
        </Grid>
      </Grid>
    </Stack>
  );
}
