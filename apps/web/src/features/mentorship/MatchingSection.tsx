import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import { formatDate } from '../../i18n/formatDate';
import { useLocale } from '../../i18n/useLocale';
import { LoadFailedAlert } from '../../layout/LoadFailedAlert';
import { Spinner } from '../../layout/Spinner';
import { MatchesTable } from './MatchesTable';
import { MatchingScoreView } from './MatchingScoreView';
import { matchingMessages } from './matchingMessages';
import type { useMatching } from './mentorshipApi';
import { MentorsLoad } from './MentorsLoad';

type Props = { matching: ReturnType<typeof useMatching>; editable: boolean };

/** The matching's result: its score, each mentee's match, each mentor's load; or that it never ran. */
export function MatchingSection({ matching, editable }: Props) {
  const { language } = useLocale();
  if (matching.isPending) return <Spinner />;
  if (matching.isError) return <LoadFailedAlert onRetry={() => void matching.refetch()} />;
  const result = matching.data;
  if (!result)
    return (
      <Alert severity="info">
        <FormattedMessage {...matchingMessages.notRun} />
      </Alert>
    );
  return (
    <Stack spacing={3}>
      <Stack spacing={0.5}>
        <MatchingScoreView score={result.score} />
        <Typography variant="body2" color="text.secondary">
          <FormattedMessage
            {...matchingMessages.matchedAt}
            values={{ date: formatDate(result.matched_at, language, 'dateTime') }}
          />
        </Typography>
      </Stack>
      <Stack spacing={1}>
        <Typography variant="h6" component="h2">
          <FormattedMessage {...matchingMessages.matches} />
        </Typography>
        <MatchesTable result={result} editable={editable} />
      </Stack>
      <MentorsLoad mentors={result.mentors} />
    </Stack>
  );
}
