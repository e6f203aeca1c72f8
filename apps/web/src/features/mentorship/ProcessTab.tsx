import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import type { MentorshipPhase, MyMentorshipProcess } from '@atrium/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { LoadFailedAlert } from '../../layout/LoadFailedAlert';
import { Spinner } from '../../layout/Spinner';
import { choosesFavourites } from './favourites';
import { FavouritesEditor } from './FavouritesEditor';
import type { SessionRecord } from './mentorshipApi';
import { OutcomeView } from './OutcomeView';
import { RegisterPanel } from './RegisterPanel';
import { RegistrationSummary } from './RegistrationSummary';
import { RequestStepper } from './RequestStepper';

/** The phases before the selection period: a mentee cannot choose their mentors yet. */
const BEFORE_SELECTION: ReadonlySet<MentorshipPhase> = new Set(['upcoming', 'registration']);

type Props = { session: SessionRecord; process: UseQueryResult<MyMentorshipProcess> };

/** My Process: registering, then a mentee's request and favourites, then the outcome once published. */
export function ProcessTab({ session, process }: Props) {
  if (process.isPending) return <Spinner />;
  if (process.isError) return <LoadFailedAlert onRetry={() => void process.refetch()} />;
  const { participant, favourites, outcome } = process.data;
  if (!participant)
    return (
      <Stack sx={{ pt: 2 }}>
        <RegisterPanel session={session} />
      </Stack>
    );
  return (
    <Stack spacing={3} sx={{ pt: 2 }} divider={<Divider flexItem />}>
      {outcome && <OutcomeView role={participant.role} outcome={outcome} favourites={favourites} />}
      {participant.request_status && <RequestStepper status={participant.request_status} />}
      {participant.role === 'mentee' && (
        <FavouritesEditor
          // A new answer of the server (a favourite added from a card) starts the list afresh.
          key={favourites.map(({ id, rank }) => `${id}:${rank}`).join()}
          sessionId={participant.session_id}
          favourites={favourites}
          editable={choosesFavourites(session, process.data)}
          selectionOpensOn={BEFORE_SELECTION.has(session.phase) ? session.selection.start : undefined}
        />
      )}
      <RegistrationSummary
        participant={participant}
        registrationOpen={session.open_periods.includes(`${participant.role}_registration`)}
      />
    </Stack>
  );
}
