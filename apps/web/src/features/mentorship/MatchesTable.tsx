import { useState } from 'react';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { MatchingResult, MenteeMatch } from '@atrium/contract';
import { FormattedMessage, useIntl } from 'react-intl';
import { MatchExplanationText } from './MatchExplanationText';
import { matchingMessages } from './matchingMessages';
import { mentorshipMessages } from './mentorshipMessages';
import { MoveMenteeDialog } from './MoveMenteeDialog';
import { PersonName } from './PersonName';

type Props = {
  result: MatchingResult;
  /** Whether a mentee may be moved by hand (not once published or archived). */
  editable: boolean;
};

/** Each mentee with their mentor, the rank of that mentor among their favourites, and why. */
export function MatchesTable({ result, editable }: Props) {
  const intl = useIntl();
  const [moving, setMoving] = useState<MenteeMatch>();
  if (result.matches.length === 0)
    return (
      <Typography>
        <FormattedMessage {...matchingMessages.noMentees} />
      </Typography>
    );
  return (
    <>
      <TableContainer>
        <Table size="small" aria-label={intl.formatMessage(matchingMessages.matches)}>
          <TableHead>
            <TableRow>
              <TableCell>
                <FormattedMessage {...matchingMessages.mentee} />
              </TableCell>
              <TableCell>
                <FormattedMessage {...matchingMessages.mentor} />
              </TableCell>
              <TableCell>
                <FormattedMessage {...matchingMessages.rank} />
              </TableCell>
              <TableCell>
                <FormattedMessage {...matchingMessages.explanation} />
              </TableCell>
              {editable && <TableCell />}
            </TableRow>
          </TableHead>
          <TableBody>
            {result.matches.map((match) => (
              <TableRow key={match.mentee_id}>
                <TableCell>
                  <PersonName person={match.mentee} />
                </TableCell>
                <TableCell>
                  {match.mentor ? (
                    <PersonName person={match.mentor} />
                  ) : (
                    <Typography color="text.secondary">
                      <FormattedMessage {...matchingMessages.noMentor} />
                    </Typography>
                  )}
                </TableCell>
                <TableCell>
                  {match.explanation.rank === null
                    ? '—'
                    : intl.formatMessage(mentorshipMessages.ordinal, { rank: match.explanation.rank })}
                </TableCell>
                <TableCell>
                  <MatchExplanationText explanation={match.explanation} favourites={match.favourites} />
                </TableCell>
                {editable && (
                  <TableCell>
                    <Button
                      size="small"
                      onClick={() => setMoving(match)}
                      aria-label={`${intl.formatMessage(matchingMessages.move)} ${match.mentee.first_name} ${match.mentee.last_name}`}
                    >
                      <FormattedMessage {...matchingMessages.move} />
                    </Button>
                  </TableCell>
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {moving && (
        <MoveMenteeDialog
          sessionId={result.session_id}
          match={moving}
          mentors={result.mentors}
          onClose={() => setMoving(undefined)}
        />
      )}
    </>
  );
}
